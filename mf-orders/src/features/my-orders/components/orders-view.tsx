import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PublicOrder } from '@minesite/shared/domain';
import { LoadingState } from '@minesite/shared/fetch-states';
import { Toast } from '@minesite/shared/ui';
import type { OrderFilters } from '@minesite/shared/orders/filters';
import { visibleOrders } from '../order-filters';
import type { OrdersSource } from '../orders-source';
import { rememberOpenedOrder } from '../opened-order';
import { OrderList } from './order-list';

/** My Orders' list: the tracked orders the search and the filters let through. */
export function OrdersView({
  source: { data, isLoading, refresh },
  search,
  filters,
  filteredAt,
}: {
  source: OrdersSource;
  search: string;
  filters: OrderFilters;
  filteredAt: number;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = (id: string, values?: Record<string, number>) =>
    Toast.show({ content: intl.formatMessage({ id }, values) });

  useEffect(() => {
    if (data?.failed.length)
      Toast.show({ content: intl.formatMessage({ id: 'orders.myOrders.loadFailed' }) });
  }, [data?.failed, intl]);

  const orders = useMemo(
    () => visibleOrders(data?.orders ?? [], search, filters, filteredAt),
    [data?.orders, search, filters, filteredAt],
  );

  async function pulled() {
    try {
      const result = await refresh();
      if (result.failed.length) toast('orders.myOrders.refreshFailed');
      else toast('orders.myOrders.loaded', { count: result.orders.length });
    } catch {
      toast('orders.myOrders.refreshFailed');
    }
  }

  function open(order: PublicOrder) {
    rememberOpenedOrder(order);
    void navigate(`/order-detail?orderId=${encodeURIComponent(order.orderId)}`);
  }

  if (isLoading) return <LoadingState />;
  return (
    <OrderList
      orders={orders}
      loadedCount={data?.orders.length ?? 0}
      failedCount={data?.failed.length ?? 0}
      onOpen={open}
      onRefresh={pulled}
      onShop={() => navigate('/')}
    />
  );
}
