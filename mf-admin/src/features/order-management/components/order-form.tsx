import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Button, Form, Input, Toast } from '@minesite/shared/ui';
import { AuditTrail } from '../../../components/audit-trail';
import { ImagePicker } from '../../../components/image-picker';
import { useSaveOrderMutation } from '../api';
import { orderFailureMessage } from '../order-failure';
import {
  orderActions,
  orderFormValues,
  orderToSave,
  statusAfterSubmit,
  totalAmountProblem,
  type OrderFormValues,
} from '../order-form-rules';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { OrderHistory } from './order-history';
import { OrderPayment } from './order-payment';
import { OrderQuote } from './order-quote';
import { OrderSummary } from './order-summary';
import '../../../components/form-fields.css';
import './order-form.css';

type Status = Parameters<typeof orderToSave>[2];

function hintFor(actions: ReturnType<typeof orderActions>): string | null {
  if (actions.price) return 'admin.orders.form.hint.price';
  if (actions.startProcessing) return 'admin.orders.form.hint.startProcessing';
  if (actions.confirmPayment) return 'admin.orders.form.hint.unpaid';
  return null;
}

/**
 * The order form of the admin popup (spec section 2): the whole order read-only — the buyer's
 * choice, the quote, the payment and its history — and what the operator does: set the amount
 * of an order awaiting a price, attach the trade QR, confirm a payment, and move a paid order
 * on (submit sets processing, then it can be marked completed).
 */
export default function OrderForm({
  order,
  onSaved,
  onChanged,
}: {
  order: Order;
  /** After a save: the popup closes. */
  onSaved: () => void;
  /** After a confirmed payment: the popup shows the order as it now is. */
  onChanged: (order: Order) => void;
}) {
  const intl = useIntl();
  const [form] = Form.useForm<Pick<OrderFormValues, 'totalAmount'>>();
  const [qrcode, setQrcode] = useState(order.qrcode);
  const [confirming, setConfirming] = useState(false);
  const [saveOrder, { isLoading }] = useSaveOrderMutation();
  const actions = orderActions(order);
  const hint = hintFor(actions);
  const text = (id: string) => intl.formatMessage({ id });
  const toast = (id: string, icon?: 'success' | 'fail') => Toast.show({ icon, content: text(id) });

  async function save(totalAmount: string, status?: Status) {
    const result = await saveOrder({
      orderId: order.orderId,
      body: orderToSave(order, { totalAmount, qrcode }, status),
    });
    if ('error' in result) {
      toast(orderFailureMessage(result.error, 'admin.orders.error.save'), 'fail');
      return;
    }
    if (status === 'completed') toast('admin.orders.form.markedCompleted', 'success');
    else toast(actions.price ? 'admin.orders.form.priced' : 'admin.orders.form.saved', 'success');
    onSaved();
  }

  function submit() {
    if (actions.price) form.submit();
    else void save('', statusAfterSubmit(order));
  }

  return (
    <div className="admin-order-form">
      <OrderSummary order={order} />
      <OrderQuote quote={order.quote} />
      <OrderPayment order={order} />
      {order.history && <OrderHistory history={order.history} />}

      {actions.price && (
        <Form
          form={form}
          name="order"
          layout="vertical"
          initialValues={{ totalAmount: orderFormValues(order).totalAmount }}
          onFinish={(values) => void save(values.totalAmount ?? '')}
          onFinishFailed={() => toast('admin.orders.form.incomplete', 'fail')}
        >
          <Form.Item
            name="totalAmount"
            label={text('admin.orders.form.totalAmount')}
            required
            rules={[
              {
                validator: (_: unknown, value: string | undefined) => {
                  const problem = totalAmountProblem(value ?? '');
                  return problem ? Promise.reject(new Error(text(problem))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              placeholder={text('admin.orders.form.totalAmount.placeholder')}
            />
          </Form.Item>
        </Form>
      )}

      <div className="admin-form-section">
        <h3 className="admin-form-label">
          <FormattedMessage id="admin.orders.form.qrcode" />
        </h3>
        <ImagePicker
          labelId="admin.orders.form.qrcode"
          urls={qrcode ? [qrcode] : []}
          max={1}
          onChange={(urls) => setQrcode(urls[0] ?? '')}
        />
      </div>

      {hint && (
        <p className="order-note" data-testid="order-form-hint">
          <FormattedMessage id={hint} />
        </p>
      )}
      <div className="admin-sheet-actions order-actions">
        <Button block color="primary" loading={isLoading} disabled={isLoading} onClick={submit}>
          <FormattedMessage id="admin.orders.form.submit" />
        </Button>
        {actions.confirmPayment && (
          <Button block color="warning" disabled={isLoading} onClick={() => setConfirming(true)}>
            <FormattedMessage id="admin.orders.confirmPayment.button" />
          </Button>
        )}
        {actions.markCompleted && (
          <Button
            block
            color="success"
            disabled={isLoading}
            onClick={() => void save('', 'completed')}
          >
            <FormattedMessage id="admin.orders.form.markCompleted" />
          </Button>
        )}
      </div>
      <AuditTrail entity="order" entityId={order.orderId} />
      {confirming && (
        <ConfirmPaymentDialog
          order={order}
          onClose={() => setConfirming(false)}
          onConfirmed={(confirmed) => {
            setConfirming(false);
            // The reply is the order as it now is; without one, the list shows it.
            if (confirmed?.payment) onChanged(confirmed);
            else onSaved();
          }}
        />
      )}
    </div>
  );
}
