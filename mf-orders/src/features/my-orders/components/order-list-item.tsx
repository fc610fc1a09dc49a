import { FormattedMessage } from 'react-intl';
import type { PublicOrder } from '@minesite/shared/domain';
import { Button } from '@minesite/shared/ui';
import { OrderStageTag } from '@minesite/shared/orders/tags';
import { BtcAmount } from '../../../components/btc-amount';
import { GiveUpButton } from '../../../components/give-up-button';
import { OrderTime } from '../../../components/order-time';
import { orderTimeMs } from '../../../lib/normalize-order';
import { isDeletable } from '../../../lib/order-stage';
import { useOrderProductName } from '../../../lib/use-product-name';
import '../../../components/cards.css';
import './order-list-item.css';

export function OrderListItem({
  order,
  onOpen,
}: {
  order: PublicOrder;
  onOpen: (order: PublicOrder) => void;
}) {
  const titleId = `order-${order.orderId}-title`;
  const productName = useOrderProductName(order);
  return (
    <li className="orders-card orders-list-item" aria-labelledby={titleId}>
      <div className="orders-card-head">
        <span className="orders-id" id={titleId}>
          {order.orderId}
        </span>
        <OrderStageTag order={order} />
      </div>
      <p className="orders-list-title">
        {productName || <FormattedMessage id="orders.detail.unknownProduct" />}
      </p>
      <div className="orders-list-meta">
        <OrderTime ms={orderTimeMs(order)} />
        <span className="orders-amount">
          {order.payment.state === 'awaiting_price' ? (
            <FormattedMessage id="orders.list.pricePending" />
          ) : (
            <BtcAmount value={order.payment.dueBtc} />
          )}
        </span>
      </div>
      <div className="orders-list-actions">
        {isDeletable(order) && <GiveUpButton orderId={order.orderId} compact />}
        <Button size="small" color="primary" fill="outline" onClick={() => onOpen(order)}>
          <FormattedMessage id="orders.myOrders.viewDetail" />
        </Button>
      </div>
    </li>
  );
}
