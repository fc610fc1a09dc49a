import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { POWER_CONSULTATION_STATUSES, type PowerConsultation } from '@minesite/shared/domain';
import { PageLayout, SearchBar, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states';
import { PagedList } from '../../../components/paged-list';
import { StatusSelect } from '../../../components/status-select';
import { isMalformedReply } from '../../../lib/page-shape';
import { uniqueRows } from '../../../lib/paging';
import { useDebounced } from '../../../lib/use-debounced';
import {
  useAdminPowerConsultationsInfiniteQuery,
  useDeletePowerConsultationMutation,
  useSetPowerConsultationStatusMutation,
  type PowerConsultationListQuery,
} from '../api';
import { PowerConsultationCard } from './power-consultation-card';
import { PowerConsultationPopup } from './power-consultation-popup';
import { POWER_STATUS_MESSAGE_IDS } from './power-status';
import '../../../components/admin.css';

/** /admin/power-contacts: the natural gas and power enquiries. */
export function PowerContactsScreen() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const [status, setStatus] = useState<PowerConsultationListQuery['status']>('all');
  const [viewing, setViewing] = useState<PowerConsultation | null>(null);
  const [setConsultationStatus] = useSetPowerConsultationStatusMutation();
  const [deleteConsultation] = useDeletePowerConsultationMutation();
  const toast = (id: string, icon: 'success' | 'fail') =>
    Toast.show({ icon, content: intl.formatMessage({ id }) });

  const list = useAdminPowerConsultationsInfiniteQuery(useMemo(() => ({ q, status }), [q, status]));
  const rows = useMemo(() => uniqueRows(list.data?.pages, (c) => c.id), [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;

  async function markProcessed(consultation: PowerConsultation) {
    const result = await setConsultationStatus({ consultation, status: 'processed' });
    toast(
      'error' in result ? 'admin.power.error.save' : 'admin.power.success.update',
      'error' in result ? 'fail' : 'success',
    );
  }

  async function remove(consultation: PowerConsultation) {
    const agreed = await confirmAction(intl, 'admin.power.deleteConfirm', {
      name: consultation.name,
    });
    if (!agreed) return;
    const result = await deleteConsultation(consultation.id);
    toast(
      'error' in result ? 'admin.power.error.delete' : 'admin.power.success.delete',
      'error' in result ? 'fail' : 'success',
    );
  }

  async function loadMore() {
    const result = await list.fetchNextPage();
    if (result.isError) throw new Error('next page failed');
  }

  return (
    <PageLayout titleId="route.adminPowerContacts">
      <div className="admin-toolbar">
        <div
          role="search"
          className="admin-search"
          aria-label={intl.formatMessage({ id: 'admin.power.search.label' })}
        >
          <SearchBar
            value={search}
            onChange={setSearch}
            placeholder={intl.formatMessage({ id: 'admin.power.search.placeholder' })}
          />
        </div>
        <StatusSelect
          value={status}
          statuses={POWER_CONSULTATION_STATUSES}
          messageIds={POWER_STATUS_MESSAGE_IDS}
          onChange={setStatus}
        />
      </div>
      {list.isLoading ? (
        <ListLoading />
      ) : list.isError && !list.data ? (
        <ListError
          messageId={
            isMalformedReply(list.error) ? 'admin.list.malformed' : 'admin.power.error.fetch'
          }
          onRetry={() => void list.refetch()}
        />
      ) : (
        <PagedList
          hasMore={list.hasNextPage}
          onLoadMore={loadMore}
          onRefresh={async () => !(await list.refetch()).isError}
        >
          <p className="admin-count" role="status">
            <FormattedMessage id="admin.list.total" values={{ count: total }} />
          </p>
          {rows.length === 0 ? (
            <ListEmpty messageId="admin.power.empty" />
          ) : (
            <ul
              className="admin-list"
              aria-label={intl.formatMessage({ id: 'admin.power.list.label' })}
            >
              {rows.map((consultation) => (
                <PowerConsultationCard
                  key={consultation.id}
                  consultation={consultation}
                  onView={() => setViewing(consultation)}
                  onMarkProcessed={() => void markProcessed(consultation)}
                  onDelete={() => void remove(consultation)}
                />
              ))}
            </ul>
          )}
        </PagedList>
      )}
      <PowerConsultationPopup consultation={viewing} onClose={() => setViewing(null)} />
    </PageLayout>
  );
}
