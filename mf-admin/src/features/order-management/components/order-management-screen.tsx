import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { activeFilterCount, type OrderFilters } from '@minesite/shared/orders/filters';
import { Button, PageLayout, lazyPopup } from '@minesite/shared/ui';
import { AdminList } from '../../../components/admin-list';
import { AdminToolbar } from '../../../components/admin-toolbar';
import { useAdminSearch, useListRows } from '../../../lib/use-admin-list';
import { useAdminOrdersInfiniteQuery } from '../api';
import { orderFiltersFromAddress } from '../../dashboard/address-filters';
import { PaymentFlagFilter } from '../../dashboard/components/payment-flag-filter';
import { OrderCard } from './order-card';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import '../order-management.css';

// The filters (their inputs and choices) load when first opened, not with the list; the
// sheet and its form when an order is first opened.
const OrderFormPopup = lazy(() => import('./order-form-popup'));
const OrderFilterPanel = lazyPopup(() => import('@minesite/shared/orders/filter-panel'));

/** /order-management: every order, pending first, searched and filtered by the service. */
export function OrderManagementScreen() {
  // A dashboard link opens the list filtered (`?status=`, `?payment=late|under|over`).
  const [params] = useSearchParams();
  const [fromAddress] = useState(() => orderFiltersFromAddress(params));
  const [filters, setFilters] = useState<{ applied: OrderFilters; at: number }>(() => ({
    applied: fromAddress.filters,
    at: Date.now(),
  }));
  const [paymentFlag, setPaymentFlag] = useState(fromAddress.paymentFlag);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [opened, setOpened] = useState<Order | null>(null);
  const sheetOpened = useOpenedOnce(opened !== null);
  const { search, setSearch, q } = useAdminSearch();
  const list = useAdminOrdersInfiniteQuery({ ...filters.applied, q, now: filters.at, paymentFlag });
  const orders = useListRows(list, 'orderId');

  return (
    <PageLayout titleId="route.orderManagement">
      <AdminToolbar
        labelId="admin.orders.search.label"
        placeholderId="admin.orders.search.placeholder"
        search={search}
        onSearch={setSearch}
      >
        <Button size="small" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
          <FormattedMessage
            id="order.filters.button"
            values={{ count: activeFilterCount(filters.applied) }}
          />
        </Button>
      </AdminToolbar>
      {paymentFlag && (
        <PaymentFlagFilter flag={paymentFlag} onClear={() => setPaymentFlag(undefined)} />
      )}
      <AdminList
        query={list}
        rows={orders}
        errorId="admin.orders.error.fetch"
        emptyId="admin.orders.empty"
        labelId="admin.orders.list.label"
        renderRow={(order) => <OrderCard key={order.orderId} order={order} onOpen={setOpened} />}
      />
      <OrderFilterPanel
        visible={filtersOpen}
        applied={filters.applied}
        withPaymentStates
        onApply={(applied) => setFilters({ applied, at: Date.now() })}
        onClose={() => setFiltersOpen(false)}
      />
      {sheetOpened && (
        <Suspense fallback={null}>
          <OrderFormPopup order={opened} onChanged={setOpened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </PageLayout>
  );
}
