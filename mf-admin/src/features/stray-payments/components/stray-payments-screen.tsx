import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StrayPayment } from '@minesite/shared/contract';
import { CardNote, PageLayout } from '@minesite/shared/ui';
import { AdminList } from '../../../components/admin-list';
import { FilterSelect } from '../../../components/filter-select';
import { useAddressFilter } from '../../../lib/use-address-filter';
import { useListRows } from '../../../lib/use-admin-list';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useAdminStrayPaymentsInfiniteQuery } from '../api';
import { StrayPaymentCard } from './stray-payment-card';
import { STRAY_STATUS_LIST, STRAY_STATUS_MESSAGE_IDS } from './stray-payment-labels';
import '../../../components/admin-toolbar.css';

// The sheet and its form (with the contract's schemas) load with the first resolve.
const ResolvePopup = lazy(() => import('./resolve-popup'));

/**
 * /admin/stray-payments: money that reached an address the shop handed out to an order that no
 * longer watches it, newest first, each resolved by the operator (refunded, or credited to an
 * order). The status filter lives in the address (`?status=open`: the dashboard's count).
 */
export function StrayPaymentsScreen() {
  const status = useAddressFilter('status', STRAY_STATUS_LIST);
  const list = useAdminStrayPaymentsInfiniteQuery({ status: status.value });
  const rows = useListRows(list, 'id');
  const [resolving, setResolving] = useState<StrayPayment | null>(null);
  const sheetOpened = useOpenedOnce(resolving !== null);

  return (
    <PageLayout titleId="route.adminStrayPayments">
      <CardNote>
        <FormattedMessage id="admin.strayPayments.intro" />
      </CardNote>
      <div className="admin-toolbar">
        <FilterSelect {...status} messageIds={STRAY_STATUS_MESSAGE_IDS} />
      </div>
      <AdminList
        query={list}
        rows={rows}
        errorId="admin.strayPayments.error.fetch"
        emptyId="admin.strayPayments.empty"
        labelId="admin.strayPayments.list.label"
        renderRow={(payment) => (
          <StrayPaymentCard
            key={payment.id}
            payment={payment}
            onResolve={() => setResolving(payment)}
          />
        )}
      />
      {sheetOpened && (
        <Suspense fallback={null}>
          <ResolvePopup payment={resolving} onClose={() => setResolving(null)} />
        </Suspense>
      )}
    </PageLayout>
  );
}
