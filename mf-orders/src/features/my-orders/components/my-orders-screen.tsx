import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '@minesite/shared/fetch-states';
import { readTrackedOrderIds } from '@minesite/shared/storage';
import { Button, PageLayout, SearchBar, lazyPopup } from '@minesite/shared/ui';
import {
  DEFAULT_ORDER_FILTERS,
  activeFilterCount,
  type OrderFilters,
} from '@minesite/shared/orders/filters';
import { NO_TRACKED_ORDERS, type OrdersSource } from '../orders-source';
import { AddOrderForm } from './add-order-form';
import { OrdersView } from './orders-view';
import { preloadPullToRefresh } from './order-list';
import './my-orders-screen.css';

const FilterPanel = lazyPopup(() => import('@minesite/shared/orders/filter-panel'));
const TrackedOrders = lazy(() => import('./tracked-orders'));

export function MyOrdersScreen() {
  const intl = useIntl();
  // Only a visitor who tracks orders has any to ask the service for (and needs its API code).
  const [tracking, setTracking] = useState(() => readTrackedOrderIds().length > 0);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<OrderFilters>(DEFAULT_ORDER_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filteredAt, setFilteredAt] = useState(() => Date.now());

  useEffect(() => {
    if (tracking) preloadPullToRefresh();
  }, [tracking]);

  const view = (source: OrdersSource) => (
    <OrdersView source={source} search={search} filters={filters} filteredAt={filteredAt} />
  );

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
          <FormattedMessage id="order.filters.button" values={{ count: filterCount }} />
        </Button>
      </div>
      <AddOrderForm onAdded={() => setTracking(true)} />
      {tracking ? (
        <Suspense fallback={<LoadingState />}>
          <TrackedOrders>{view}</TrackedOrders>
        </Suspense>
      ) : (
        view(NO_TRACKED_ORDERS)
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
