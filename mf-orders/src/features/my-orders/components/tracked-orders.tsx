import type { ReactNode } from 'react';
import { useTrackedOrdersQuery } from '../api';
import type { OrdersSource } from '../orders-source';

/**
 * The tracked orders as the service has them, fresh on every visit (the operator may have
 * moved an order on since). A module of its own, loaded only when the visitor tracks orders:
 * RTK Query (about 14 KB) comes with it, so a first visit to My Orders does without.
 */
export default function TrackedOrders({
  children,
}: {
  children: (source: OrdersSource) => ReactNode;
}) {
  const { data, isLoading, refetch } = useTrackedOrdersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return children({ data, isLoading, refresh: () => refetch().unwrap() });
}
