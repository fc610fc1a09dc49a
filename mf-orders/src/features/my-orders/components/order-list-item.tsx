import { FormattedMessage } from 'react-intl';
import type { PublicOrder } from '@minesite/shared/domain';
import { Button, Card, CardHead, MonoText, CardMeta } from '@minesite/shared/ui';
import { OrderStageTag } from '@minesite/shared/orders/tags';
import { BtcAmount } from '../../../components/btc-amount';
import { GiveUpButton } from '../../../components/give-up-button';
import { OrderTime } from '../../../components/order-time';
import { orderTimeMs } from '../../../lib/order-time';
import { isDeletable } from '../../../lib/order-stage';
import { useOrderProductName } from '../../../lib/use-product-name';
import './order-list-item.css';
import '../../../components/meta-amount.css';

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
    <Card as="li" className="orders-list-item" aria-labelledby={titleId}>
      <CardHead>
        <MonoText id={titleId}>{order.orderId}</MonoText>
        <OrderStageTag order={order} />
      </CardHead>
      <p className="orders-list-title">
        {productName || <FormattedMessage id="orders.detail.unknownProduct" />}
      </p>
      <CardMeta as="div">
        <OrderTime ms={orderTimeMs(order)} />
        <span className="orders-amount">
          {order.payment.state === 'awaiting_price' ? (
            <FormattedMessage id="orders.list.pricePending" />
          ) : (
            <BtcAmount value={order.payment.dueBtc} />
          )}
        </span>
      </CardMeta>
      <div className="orders-list-actions">
        {isDeletable(order) && <GiveUpButton orderId={order.orderId} compact />}
        <Button size="small" color="primary" fill="outline" onClick={() => onOpen(order)}>
          <FormattedMessage id="orders.myOrders.viewDetail" />
        </Button>
      </div>
    </Card>
  );
}
