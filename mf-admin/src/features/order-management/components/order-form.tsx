import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Order, OrderStatus } from '@minesite/shared/domain';
import { normalizeApiError } from '@minesite/shared/api';
import { Button, Form, Input, TextArea, Toast, copyText } from '@minesite/shared/ui';
import { ImagePicker } from '../../../components/image-picker';
import { useSaveOrderMutation } from '../api';
import {
  AMOUNT_FIELDS,
  orderFieldProblem,
  orderFormValues,
  orderToSave,
  statusAfterSubmit,
  type OrderFormField,
  type OrderFormValues,
} from '../order-form-rules';
import { OrderStatusTag } from './order-status-tag';

const AMOUNT_MESSAGES: Record<(typeof AMOUNT_FIELDS)[number], [string, string]> = {
  totalAmount: ['admin.orders.form.totalAmount', 'admin.orders.form.totalAmount.placeholder'],
  unitPrice: ['admin.orders.form.unitPrice', 'admin.orders.form.unitPrice.placeholder'],
  quantity: ['admin.orders.form.quantity', 'admin.orders.form.quantity.placeholder'],
};

const PAYMENT_METHOD_IDS: Record<string, string> = {
  manual: 'admin.orders.paymentMethod.manual',
  fufu: 'admin.orders.paymentMethod.fufu',
};

function Row({ labelId, children }: { labelId: string; children: React.ReactNode }) {
  return (
    <div className="admin-row">
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The order form of the admin popup (spec section 2): what the visitor sent, read-only; the
 * operator's amounts, address and trade QR, editable; submit sets the order processing, and a
 * processing order can be marked completed.
 */
export default function OrderForm({ order, onSaved }: { order: Order; onSaved: () => void }) {
  const intl = useIntl();
  const [form] = Form.useForm<OrderFormValues>();
  const [qrcode, setQrcode] = useState(order.qrcode);
  const [saveOrder, { isLoading }] = useSaveOrderMutation();
  const nextStatus = useRef<OrderStatus>(statusAfterSubmit(order.status));
  const text = (id: string) => intl.formatMessage({ id });
  const toast = (id: string, icon?: 'success' | 'fail') => Toast.show({ icon, content: text(id) });

  const rule = (field: OrderFormField) => ({
    validator: (_: unknown, value: string | undefined) => {
      const problem = orderFieldProblem(field, value ?? '');
      return problem ? Promise.reject(new Error(text(problem))) : Promise.resolve();
    },
  });

  async function save(values: OrderFormValues) {
    const status = nextStatus.current;
    const result = await saveOrder(orderToSave(order, { ...values, qrcode }, status));
    if ('error' in result) {
      const failure = normalizeApiError(result.error);
      const notFound = failure.kind === 'server' && failure.status === 404;
      toast(notFound ? 'admin.orders.error.notFound' : 'admin.orders.error.save', 'fail');
      return;
    }
    toast(
      status === 'completed' && order.status !== 'completed'
        ? 'admin.orders.form.markedCompleted'
        : 'admin.orders.form.saved',
      'success',
    );
    onSaved();
  }

  function submit(status: OrderStatus) {
    nextStatus.current = status;
    form.submit();
  }

  async function copyId() {
    const copied = await copyText(order.orderId);
    toast(copied ? 'admin.copy.done' : 'admin.copy.failed');
  }

  const time = order.orderTime || order.createdAt;
  return (
    <div className="admin-order-form">
      <dl className="admin-rows">
        <Row labelId="admin.orders.form.product">
          {order.productInfo.title || <FormattedMessage id="admin.orders.unknownProduct" />}
        </Row>
        <Row labelId="admin.orders.form.orderId">
          <span className="admin-mono" data-testid="order-form-id">
            {order.orderId}
          </span>
          <Button size="mini" onClick={() => void copyId()}>
            <FormattedMessage id="admin.copy.button" />
          </Button>
        </Row>
        <Row labelId="admin.orders.form.orderTime">
          {time ? <FormattedDate value={time} dateStyle="medium" timeStyle="medium" /> : '–'}
        </Row>
        <Row labelId="admin.orders.form.deliveryAddress">{order.deliveryAddress || '–'}</Row>
        <Row labelId="admin.orders.form.pool">{order.selectedPool || '–'}</Row>
        <Row labelId="admin.orders.form.paymentMethod">
          {PAYMENT_METHOD_IDS[order.paymentMethod] ? (
            <FormattedMessage id={PAYMENT_METHOD_IDS[order.paymentMethod]} />
          ) : (
            '–'
          )}
        </Row>
        <Row labelId="admin.orders.form.status">
          <OrderStatusTag status={order.status} />
        </Row>
        {order.transactionHash && (
          <>
            <Row labelId="admin.orders.form.transactionHash">
              <span className="admin-mono">{order.transactionHash}</span>
            </Row>
            <Row labelId="admin.orders.form.buyerEmail">{order.buyerEmail || '–'}</Row>
            <Row labelId="admin.orders.form.paymentTime">
              {order.paymentTime ? (
                <FormattedDate value={order.paymentTime} dateStyle="medium" timeStyle="medium" />
              ) : (
                '–'
              )}
            </Row>
          </>
        )}
      </dl>

      <Form
        form={form}
        name="order"
        layout="vertical"
        initialValues={orderFormValues(order)}
        onFinish={(values) => void save(values)}
        onFinishFailed={() => toast('admin.orders.form.incomplete', 'fail')}
      >
        {AMOUNT_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={text(AMOUNT_MESSAGES[field][0])}
            required
            rules={[rule(field)]}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              placeholder={text(AMOUNT_MESSAGES[field][1])}
            />
          </Form.Item>
        ))}
        <Form.Item
          name="sellerAddress"
          label={text('admin.orders.form.sellerAddress')}
          required
          rules={[rule('sellerAddress')]}
        >
          <TextArea
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={500}
            placeholder={text('admin.orders.form.sellerAddress.placeholder')}
          />
        </Form.Item>
      </Form>

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

      <div className="admin-sheet-actions">
        <Button
          block
          color="primary"
          loading={isLoading}
          disabled={isLoading}
          onClick={() => submit(statusAfterSubmit(order.status))}
        >
          <FormattedMessage id="admin.orders.form.submit" />
        </Button>
        {order.status === 'processing' && (
          <Button block color="success" disabled={isLoading} onClick={() => submit('completed')}>
            <FormattedMessage id="admin.orders.form.markCompleted" />
          </Button>
        )}
      </div>
    </div>
  );
}
