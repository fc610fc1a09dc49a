import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { OrderStatusTag } from '@minesite/shared/orders/tags';
import { Rows, MonoText } from '@minesite/shared/ui';
import { PAYMENT_METHOD_MESSAGE_IDS } from '../order-labels';
import { choiceRows, orderProductName, type ChoiceValue } from '../order-view';
import { CopyButton, Row } from './order-rows';

function Choice({ value }: { value: ChoiceValue }) {
  return 'text' in value ? value.text : <FormattedMessage id={value.id} values={value.values} />;
}

/** What the buyer ordered, read-only: the product and their choice, the order's id and time. */
export function OrderSummary({ order }: { order: Order }) {
  const intl = useIntl();
  const name = orderProductName(order, intl.locale);
  const time = order.orderTime || order.createdAt;
  const legacyTerms = !order.quote && order.quantity > 0;
  return (
    <Rows variant="details">
      <Row labelId="admin.orders.form.product">
        <span data-testid="order-form-product">
          {name || <FormattedMessage id="admin.orders.unknownProduct" />}
        </span>
      </Row>
      {choiceRows(order).map((row) => (
        <Row key={row.labelId} labelId={row.labelId}>
          <Choice value={row.value} />
        </Row>
      ))}
      {order.selectedPool && <Row labelId="admin.orders.form.pool">{order.selectedPool}</Row>}
      {order.paymentMethod && (
        <Row labelId="admin.orders.form.paymentMethod">
          <FormattedMessage id={PAYMENT_METHOD_MESSAGE_IDS[order.paymentMethod]} />
        </Row>
      )}
      {legacyTerms && (
        <>
          <Row labelId="admin.orders.form.unitPrice">{order.unitPrice}</Row>
          <Row labelId="admin.orders.form.quantity">{order.quantity}</Row>
        </>
      )}
      <Row labelId="admin.orders.form.orderId">
        <MonoText data-testid="order-form-id">{order.orderId}</MonoText>
        <CopyButton text={order.orderId} />
      </Row>
      <Row labelId="admin.orders.form.orderTime">
        {time ? <FormattedDate value={time} dateStyle="medium" timeStyle="medium" /> : '–'}
      </Row>
      <Row labelId="admin.orders.form.deliveryAddress">{order.deliveryAddress || '–'}</Row>
      <Row labelId="admin.orders.form.status">
        <OrderStatusTag status={order.status} />
      </Row>
    </Rows>
  );
}
