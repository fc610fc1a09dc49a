import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { OrderStatusTag, PaymentStateTag } from '@minesite/shared/orders/tags';
import { formatMoney, orderProductName } from '../order-view';
import { needsOperator } from '../payment-resolution';
import { Btc } from './order-rows';
import '../../../components/cards.css';
import './order-card.css';
import '../../../components/rows.css';

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
    <li
      className={flagged ? 'admin-card order-card-flagged' : 'admin-card'}
      aria-label={order.orderId}
    >
      <button type="button" className="admin-card-button" onClick={() => onOpen(order)}>
        <span className="admin-card-head">
          <span className="admin-mono">{order.orderId}</span>
          <OrderStatusTag status={order.status} />
        </span>
        <span className="admin-card-title">
          {name || <FormattedMessage id="admin.orders.unknownProduct" />}
        </span>
        <span className="admin-card-meta">
          <PaymentStateTag payment={order.payment} />
          <span data-testid="order-card-amount">
            {order.totalAmount > 0 && <Btc value={order.totalAmount} />}
            {order.quote && (
              <span className="order-card-total">
                {formatMoney(intl, order.quote.total, order.quote.currency)}
              </span>
            )}
          </span>
        </span>
        <span className="admin-card-meta">
          {time && <FormattedDate value={time} dateStyle="medium" timeStyle="short" />}
        </span>
      </button>
    </li>
  );
}
