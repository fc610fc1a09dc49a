import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Button, Form, Input, Toast, FieldLabel, FieldActions } from '@minesite/shared/ui';
import { AuditTrail } from '../../../components/audit-trail';
import { confirmAction } from '../../../components/confirm';
import { ImagePicker } from '../../../components/image-picker';
import { useDeleteOrderMutation, useSaveOrderMutation } from '../api';
import { orderFailureMessage } from '../order-failure';
import {
  formHint,
  orderActions,
  orderFormValues,
  orderToSave,
  statusAfterSubmit,
  totalAmountProblem,
  type OrderFormValues,
} from '../order-form-rules';
import { paymentActions } from '../payment-resolution';
import { OrderHistory } from './order-history';
import { OrderPayment } from './order-payment';
import { OrderQuote } from './order-quote';
import { OrderRefund } from './order-refund';
import { OrderSummary } from './order-summary';
import './order-form.css';

// Each dialog loads when the operator first opens it, not with the form.
const ConfirmPaymentDialog = lazy(() => import('./confirm-payment-dialog'));
const MarkInvalidDialog = lazy(() => import('./mark-invalid-dialog'));
const RefundOfferDialog = lazy(() => import('./refund-offer-dialog'));
const RefundSentDialog = lazy(() => import('./refund-sent-dialog'));

type Status = Parameters<typeof orderToSave>[2];
type OpenDialog = 'accept' | 'invalid' | 'refund' | 'refundSent' | null;

/**
 * The order form of the admin popup: the whole order read-only — the buyer's
 * choice, the quote, the payment, its refund and its history — and what the operator does:
 * set the amount of an order awaiting a price, attach the trade QR, resolve the payment
 * (accept it, mark the order invalid, offer a refund and record it sent), delete an order with
 * no payment evidence, and move a paid order on (submit sets processing, then completed).
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
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [saveOrder, { isLoading: saving }] = useSaveOrderMutation();
  const [deleteOrder, { isLoading: deleting }] = useDeleteOrderMutation();
  const isLoading = saving || deleting;
  const actions = orderActions(order);
  const payment = paymentActions(order);
  const hint = formHint(order);
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

  async function remove() {
    if (!(await confirmAction(intl, 'admin.orders.delete.confirm', { orderId: order.orderId }))) {
      return;
    }
    const result = await deleteOrder(order.orderId);
    if ('error' in result) {
      toast(orderFailureMessage(result.error, 'admin.orders.delete.failed'), 'fail');
      return;
    }
    toast('admin.orders.delete.done', 'success');
    onSaved();
  }

  /** A dialog's answer is the order as it now is; without one, the list shows it. */
  function changed(next: Order | undefined) {
    setDialog(null);
    if (next?.payment) onChanged(next);
    else onSaved();
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
      {order.payment.refund && (
        <OrderRefund
          refund={order.payment.refund}
          quote={order.quote}
          rail={order.payment.rail ?? 'btc'}
        />
      )}
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
        <FieldLabel as="h3" variant="heading">
          <FormattedMessage id="admin.orders.form.qrcode" />
        </FieldLabel>
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
      <FieldActions className="order-actions">
        <Button block color="primary" loading={isLoading} disabled={isLoading} onClick={submit}>
          <FormattedMessage id="admin.orders.form.submit" />
        </Button>
        {payment.refundSent && (
          <Button
            block
            color="primary"
            disabled={isLoading}
            onClick={() => setDialog('refundSent')}
          >
            <FormattedMessage id="admin.orders.refundSent.button" />
          </Button>
        )}
        {actions.confirmPayment && (
          <Button block color="warning" disabled={isLoading} onClick={() => setDialog('accept')}>
            <FormattedMessage id="admin.orders.confirmPayment.button" />
          </Button>
        )}
        {payment.refundParts.length > 0 && (
          <Button
            block
            color="primary"
            fill="outline"
            disabled={isLoading}
            onClick={() => setDialog('refund')}
          >
            <FormattedMessage id="admin.orders.refund.button" />
          </Button>
        )}
        {payment.markInvalid && (
          <Button
            block
            color="danger"
            fill="outline"
            disabled={isLoading}
            onClick={() => setDialog('invalid')}
          >
            <FormattedMessage id="admin.orders.invalid.button" />
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
      </FieldActions>
      {payment.delete && (
        <FieldActions className="order-actions">
          <Button
            block
            color="danger"
            fill="none"
            disabled={isLoading}
            onClick={() => void remove()}
          >
            <FormattedMessage id="admin.orders.delete.button" />
          </Button>
        </FieldActions>
      )}
      <AuditTrail entity="order" entityId={order.orderId} />
      <Suspense fallback={null}>
        {dialog === 'accept' && (
          <ConfirmPaymentDialog order={order} onClose={() => setDialog(null)} onDone={changed} />
        )}
        {dialog === 'invalid' && (
          <MarkInvalidDialog order={order} onClose={() => setDialog(null)} onDone={changed} />
        )}
        {dialog === 'refund' && (
          <RefundOfferDialog
            order={order}
            parts={payment.refundParts}
            onClose={() => setDialog(null)}
            onDone={changed}
          />
        )}
        {dialog === 'refundSent' && (
          <RefundSentDialog order={order} onClose={() => setDialog(null)} onDone={changed} />
        )}
      </Suspense>
    </div>
  );
}
