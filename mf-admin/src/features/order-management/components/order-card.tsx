import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { OrderStatusTag, PaymentStateTag } from '@minesite/shared/orders/tags';
import { Card, CardHead, MonoText, CardTitle, CardMeta } from '@minesite/shared/ui';
import { formatMoney, orderProductName } from '../order-view';
import { needsOperator } from '../payment-resolution';
import { Btc } from './order-rows';
import './order-card.css';

/**
 * One order in the admin list: its product, amount, status and payment state (an order the
 * operator must review, or whose payment left the chain, stands out); tapping it opens the
 * order form.
 */
export function OrderCard({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const intl = useIntl();
  const time = order.orderTime || order.createdAt;
  const name = orderProductName(order, intl.locale);
  const flagged = needsOperator(order);
  return (
    <Card
      as="li"
      compact
      className={flagged ? 'order-card-flagged' : undefined}
      aria-label={order.orderId}
    >
      <button type="button" className="admin-card-button" onClick={() => onOpen(order)}>
        <CardHead as="span">
          <MonoText>{order.orderId}</MonoText>
          <OrderStatusTag status={order.status} />
        </CardHead>
        <CardTitle as="span" variant="compact">
          {name || <FormattedMessage id="admin.orders.unknownProduct" />}
        </CardTitle>
        <CardMeta as="span">
          <PaymentStateTag payment={order.payment} />
          <span data-testid="order-card-amount">
            {order.totalAmount > 0 && <Btc value={order.totalAmount} />}
            {order.quote && (
              <span className="order-card-total">
                {formatMoney(intl, order.quote.total, order.quote.currency)}
              </span>
            )}
          </span>
        </CardMeta>
        <CardMeta as="span">
          {time && <FormattedDate value={time} dateStyle="medium" timeStyle="short" />}
        </CardMeta>
      </button>
    </Card>
  );
}
