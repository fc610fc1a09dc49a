import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { OrderStatusTag } from './order-status-tag';

/** One order in the admin list; tapping it opens the order form. */
export function OrderCard({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const time = order.orderTime || order.createdAt;
  return (
    <li className="admin-card" aria-label={order.orderId}>
      <button type="button" className="admin-card-button" onClick={() => onOpen(order)}>
        <span className="admin-card-head">
          <span className="admin-mono">{order.orderId}</span>
          <OrderStatusTag status={order.status} />
        </span>
        <span className="admin-card-title">
          {order.productInfo.title || <FormattedMessage id="admin.orders.unknownProduct" />}
        </span>
        <span className="admin-card-meta">
          {time && <FormattedDate value={time} dateStyle="medium" timeStyle="short" />}
          <span>
            <FormattedNumber value={order.totalAmount} maximumFractionDigits={8} /> BTC
          </span>
        </span>
      </button>
    </li>
  );
}
