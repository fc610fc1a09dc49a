import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Button, PageLayout, SearchBar } from '@minesite/shared/ui';
import { AdminList } from '../../../components/admin-list';
import { uniqueRows } from '../../../lib/paging';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminOrdersInfiniteQuery } from '../api';
import {
  DEFAULT_ORDER_FILTERS,
  activeFilterCount,
  type OrderFilters,
  type OrderSearch,
} from '../order-list-query';
import { OrderCard } from './order-card';
import { OrderFilterPopup } from './order-filter-popup';
import { OrderFormPopup } from './order-form-popup';
import '../../../components/admin.css';
import '../order-management.css';

/** /order-management: every order, pending first, searched and filtered by the service. */
export function OrderManagementScreen() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const [filters, setFilters] = useState<{ applied: OrderFilters; at: number }>(() => ({
    applied: DEFAULT_ORDER_FILTERS,
    at: Date.now(),
  }));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [opened, setOpened] = useState<Order | null>(null);

  const query: OrderSearch = useMemo(
    () => ({ ...filters.applied, q, now: filters.at }),
    [filters, q],
  );
  const list = useAdminOrdersInfiniteQuery(query);
  const orders = useMemo(() => uniqueRows(list.data?.pages, (o) => o.orderId), [list.data]);

  return (
    <PageLayout titleId="route.orderManagement">
      <div className="admin-toolbar">
        <div
          role="search"
          className="admin-search"
          aria-label={intl.formatMessage({ id: 'admin.orders.search.label' })}
        >
          <SearchBar
            value={search}
            onChange={setSearch}
            placeholder={intl.formatMessage({ id: 'admin.orders.search.placeholder' })}
          />
        </div>
        <Button size="small" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
          <FormattedMessage
            id="admin.orders.filters.button"
            values={{ count: activeFilterCount(filters.applied) }}
          />
        </Button>
      </div>
      <AdminList
        query={list}
        rows={orders}
        errorId="admin.orders.error.fetch"
        emptyId="admin.orders.empty"
        labelId="admin.orders.list.label"
        renderRow={(order) => <OrderCard key={order.orderId} order={order} onOpen={setOpened} />}
      />
      <OrderFilterPopup
        visible={filtersOpen}
        applied={filters.applied}
        onApply={(applied) => setFilters({ applied, at: Date.now() })}
        onClose={() => setFiltersOpen(false)}
      />
      <OrderFormPopup order={opened} onChanged={setOpened} onClose={() => setOpened(null)} />
    </PageLayout>
  );
}
