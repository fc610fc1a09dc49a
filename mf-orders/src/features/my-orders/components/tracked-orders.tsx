import type { ReactNode } from 'react';
import { isSettled } from '../../../lib/order-stage';
import { useBackoffPolling } from '../../../lib/use-backoff-polling';
import { useTrackedOrdersQuery } from '../api';
import type { OrdersSource } from '../orders-source';

/**
 * The tracked orders as the service has them, fresh on every visit and followed while the
 * list is open: while any order is unsettled (awaiting a price or a payment), a second
 * subscription polls them, more and more slowly while nothing changes. A module of its own,
 * loaded only when the visitor tracks orders: RTK Query (about 14 KB) comes with it, so a first
 * visit to My Orders does without.
 */
export default function TrackedOrders({
  children,
}: {
  children: (source: OrdersSource) => ReactNode;
}) {
  const { data, isLoading, fulfilledTimeStamp, refetch } = useTrackedOrdersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const settled = !!data && data.orders.every(isSettled);
  const pollingInterval = useBackoffPolling(data, fulfilledTimeStamp, settled);
  useTrackedOrdersQuery(undefined, { pollingInterval, selectFromResult: () => ({}) });
  return children({ data, isLoading, refresh: () => refetch().unwrap() });
}
