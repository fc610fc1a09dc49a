import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicOrder } from '@minesite/shared/domain';
import { EmptyState } from '@minesite/shared/fetch-states';
import { Button } from '@minesite/shared/ui';
import { OrderListItem } from './order-list-item';
import './order-list.css';

// Pull-to-refresh brings react-spring and use-gesture (about 24 KB): a visitor who tracks no
// order (every first visit) has nothing to refresh and never downloads it.
const loadPullToRefresh = () => import('./pull-to-refresh-list');
const PullToRefreshList = lazy(loadPullToRefresh);

/** Starts loading pull-to-refresh while the tracked orders load, so the list finds it there. */
export function preloadPullToRefresh(): void {
  void loadPullToRefresh();
}

export function OrderList({
  orders,
  loadedCount,
  failedCount,
  onOpen,
  onRefresh,
  onShop,
}: {
  orders: PublicOrder[];
  loadedCount: number;
  /** Tracked orders that could not be loaded (a pull tries them again). */
  failedCount: number;
  onOpen: (order: PublicOrder) => void;
  onRefresh: () => Promise<void>;
  onShop: () => void;
}) {
  const intl = useIntl();
  const content =
    loadedCount === 0 ? (
      <EmptyState messageId="orders.myOrders.empty" descriptionId="orders.myOrders.emptyHint">
        <Button color="primary" onClick={onShop}>
          <FormattedMessage id="orders.myOrders.goShopping" />
        </Button>
      </EmptyState>
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
    );
  if (loadedCount === 0 && failedCount === 0) return content;
  // Until its code is in, the list shows without the pull.
  return (
    <Suspense fallback={content}>
      <PullToRefreshList onRefresh={onRefresh}>{content}</PullToRefreshList>
    </Suspense>
  );
}
