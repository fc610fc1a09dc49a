import { useState } from 'react';
import { useIntl } from 'react-intl';
import { POWER_CONSULTATION_STATUSES, type PowerConsultation } from '@minesite/shared/domain';
import { PageLayout, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { AdminList } from '../../../components/admin-list';
import { AdminToolbar } from '../../../components/admin-toolbar';
import { FilterSelect } from '../../../components/filter-select';
import { useAddressFilter } from '../../../lib/use-address-filter';
import { useAdminSearch, useListRows } from '../../../lib/use-admin-list';
import {
  useAdminPowerConsultationsInfiniteQuery,
  useDeletePowerConsultationMutation,
  useSetPowerConsultationStatusMutation,
} from '../api';
import { PowerConsultationCard } from './power-consultation-card';
import { PowerConsultationPopup } from './power-consultation-popup';
import { POWER_STATUS_MESSAGE_IDS } from './power-status';

/** /admin/power-contacts: the natural gas and power enquiries. */
export function PowerContactsScreen() {
  const intl = useIntl();
  // A dashboard link opens the list filtered (`?status=new`).
  const status = useAddressFilter('status', POWER_CONSULTATION_STATUSES);
  const [viewing, setViewing] = useState<PowerConsultation | null>(null);
  const [setConsultationStatus] = useSetPowerConsultationStatusMutation();
  const [deleteConsultation] = useDeletePowerConsultationMutation();
  const toast = (id: string, icon: 'success' | 'fail') =>
    Toast.show({ icon, content: intl.formatMessage({ id }) });

  const { search, setSearch, q } = useAdminSearch();
  const list = useAdminPowerConsultationsInfiniteQuery({ q, status: status.value });
  const rows = useListRows(list, 'id');

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

  return (
    <PageLayout titleId="route.adminPowerContacts">
      <AdminToolbar
        labelId="admin.power.search.label"
        placeholderId="admin.power.search.placeholder"
        search={search}
        onSearch={setSearch}
      >
        <FilterSelect {...status} messageIds={POWER_STATUS_MESSAGE_IDS} />
      </AdminToolbar>
      <AdminList
        query={list}
        rows={rows}
        errorId="admin.power.error.fetch"
        emptyId="admin.power.empty"
        labelId="admin.power.list.label"
        renderRow={(consultation) => (
          <PowerConsultationCard
            key={consultation.id}
            consultation={consultation}
            onView={() => setViewing(consultation)}
            onMarkProcessed={() => void markProcessed(consultation)}
            onDelete={() => void remove(consultation)}
          />
        )}
      />
      <PowerConsultationPopup consultation={viewing} onClose={() => setViewing(null)} />
    </PageLayout>
  );
}
