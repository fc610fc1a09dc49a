import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@minesite/shared/domain';
import { readTrackedOrderIds } from '@minesite/shared/storage';
import { Button, PageLayout, SearchBar, SpinLoading, Toast, lazyPopup } from '@minesite/shared/ui';
import { useTrackedOrdersQuery } from '../api';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  visibleOrders,
  type OrderFilters,
} from '../order-filters';
import { rememberOpenedOrder } from '../opened-order';
import { AddOrderForm } from './add-order-form';
import { OrderList, preloadPullToRefresh } from './order-list';
import '../../../components/orders.css';

const FilterPanel = lazyPopup(() => import('./filter-panel'));

export function MyOrdersScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  // Fresh on every visit: the operator may have moved an order on since.
  const { data, isLoading, refetch } = useTrackedOrdersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<OrderFilters>(DEFAULT_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filteredAt, setFilteredAt] = useState(() => Date.now());
  const toast = (id: string, values?: Record<string, number>) =>
    Toast.show({ content: intl.formatMessage({ id }, values) });

  useEffect(() => {
    if (readTrackedOrderIds().length > 0) preloadPullToRefresh();
  }, []);

  useEffect(() => {
    if (data?.failed.length)
      Toast.show({ content: intl.formatMessage({ id: 'orders.myOrders.loadFailed' }) });
  }, [data?.failed, intl]);

  const orders = useMemo(
    () => visibleOrders(data?.orders ?? [], search, filters, filteredAt),
    [data?.orders, search, filters, filteredAt],
  );

  async function refresh() {
    try {
      const result = await refetch().unwrap();
      if (result.failed.length) toast('orders.myOrders.refreshFailed');
      else toast('orders.myOrders.loaded', { count: result.orders.length });
    } catch {
      toast('orders.myOrders.refreshFailed');
    }
  }

  function open(order: Order) {
    rememberOpenedOrder(order);
    void navigate(`/order-detail?orderId=${encodeURIComponent(order.orderId)}`);
  }

  const filterCount = activeFilterCount(filters);
  return (
    <PageLayout titleId="route.myOrders">
      <div className="orders-toolbar">
        <div
          role="search"
          className="orders-search"
          aria-label={intl.formatMessage({ id: 'orders.myOrders.searchLabel' })}
        >
          <SearchBar
            value={search}
            onChange={setSearch}
            placeholder={intl.formatMessage({ id: 'orders.myOrders.searchPlaceholder' })}
          />
        </div>
        <Button size="small" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
          <FormattedMessage id="orders.myOrders.filterButton" values={{ count: filterCount }} />
        </Button>
      </div>
      <AddOrderForm />
      {isLoading ? (
        <div className="orders-loading" role="status">
          <SpinLoading />
          <FormattedMessage id="common.loading" />
        </div>
      ) : (
        <OrderList
          orders={orders}
          loadedCount={data?.orders.length ?? 0}
          failedCount={data?.failed.length ?? 0}
          onOpen={open}
          onRefresh={refresh}
          onShop={() => navigate('/')}
        />
      )}
      <FilterPanel
        visible={filtersOpen}
        applied={filters}
        onApply={(next) => {
          setFilteredAt(Date.now());
          setFilters(next);
        }}
        onClose={() => setFiltersOpen(false)}
      />
    </PageLayout>
  );
}
