import { FormattedMessage } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Button } from '@minesite/shared/ui';
import { BtcAmount } from '../../../components/btc-amount';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { OrderTime } from '../../../components/order-time';
import { orderTimeMs } from '../../../lib/normalize-order';

export function OrderListItem({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const titleId = `order-${order.orderId}-title`;
  return (
    <li className="orders-card orders-list-item" aria-labelledby={titleId}>
      <div className="orders-card-head">
        <span className="orders-id" id={titleId}>
          {order.orderId}
        </span>
        <OrderStatusTag status={order.status} />
      </div>
      <p className="orders-list-title">
        {order.productInfo.title || <FormattedMessage id="orders.detail.unknownProduct" />}
      </p>
      <div className="orders-list-meta">
        <OrderTime ms={orderTimeMs(order)} />
        <span className="orders-amount">
          <BtcAmount value={order.totalAmount} />
        </span>
      </div>
      <div className="orders-list-actions">
        <Button size="small" color="primary" fill="outline" onClick={() => onOpen(order)}>
          <FormattedMessage id="orders.myOrders.viewDetail" />
        </Button>
      </div>
    </li>
  );
}
