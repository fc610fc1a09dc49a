import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Button, ErrorBlock, PullToRefresh } from '@minesite/shared/ui';
import { OrderListItem } from './order-list-item';

/** Spec section 9: the list refreshes when pulled down 50 px. */
const PULL_THRESHOLD_PX = 50;

export function OrderList({
  orders,
  loadedCount,
  onOpen,
  onRefresh,
  onShop,
}: {
  orders: Order[];
  loadedCount: number;
  onOpen: (order: Order) => void;
  onRefresh: () => Promise<void>;
  onShop: () => void;
}) {
  const intl = useIntl();
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      threshold={PULL_THRESHOLD_PX}
      pullingText={<FormattedMessage id="orders.myOrders.pull.pulling" />}
      canReleaseText={<FormattedMessage id="orders.myOrders.pull.release" />}
      refreshingText={<FormattedMessage id="orders.myOrders.pull.refreshing" />}
      completeText={<FormattedMessage id="orders.myOrders.pull.complete" />}
    >
      {loadedCount === 0 ? (
        <div className="orders-empty">
          <ErrorBlock
            status="empty"
            title={<FormattedMessage id="orders.myOrders.empty" />}
            description={<FormattedMessage id="orders.myOrders.emptyHint" />}
          />
          <Button color="primary" onClick={onShop}>
            <FormattedMessage id="orders.myOrders.goShopping" />
          </Button>
        </div>
      ) : (
        <>
          {orders.length === 0 ? (
            <p className="orders-no-match" role="status">
              <FormattedMessage id="orders.myOrders.noMatch" />
            </p>
          ) : (
            <ul
              className="orders-list"
              aria-label={intl.formatMessage({ id: 'orders.myOrders.listLabel' })}
            >
              {orders.map((order) => (
                <OrderListItem key={order.orderId} order={order} onOpen={onOpen} />
              ))}
            </ul>
          )}
          <p className="orders-loaded" role="status">
            <FormattedMessage id="orders.myOrders.loaded" values={{ count: loadedCount }} />
          </p>
        </>
      )}
    </PullToRefresh>
  );
}
