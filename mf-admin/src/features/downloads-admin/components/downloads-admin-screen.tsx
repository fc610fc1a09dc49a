import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DownloadItem } from '@minesite/shared/contract';
import { PageLayout, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { WholeList } from '../../../components/whole-list';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useAdminDownloadsQuery, useDeleteDownloadMutation } from '../api';
import { DownloadCard, useDownloadName } from './download-card';
import type { DownloadEditing } from './download-form-popup';

// The sheet, its form and the audit trail load with the first add or edit, not with the page.
const DownloadFormPopup = lazy(() => import('./download-form-popup'));

/** `/admin/downloads`: every download of /software, published or not; upload, edit, delete. */
export function DownloadsAdminScreen() {
  const intl = useIntl();
  const list = useAdminDownloadsQuery();
  const [editing, setEditing] = useState<DownloadEditing>(null);
  const sheetOpened = useOpenedOnce(editing !== null);
  const [deleteDownload] = useDeleteDownloadMutation();
  const nameOf = useDownloadName();
  const items = list.data?.items ?? [];
  const nextOrder = items.reduce((max, item) => Math.max(max, item.order), 0) + 10;

  async function remove(item: DownloadItem) {
    const name = nameOf(item);
    if (!(await confirmAction(intl, 'admin.downloads.deleteConfirm', { name }))) return;
    const result = await deleteDownload(item.id);
    Toast.show({
      icon: 'error' in result ? 'fail' : 'success',
      content: intl.formatMessage({
        id: 'error' in result ? 'admin.downloads.error.delete' : 'admin.downloads.success.delete',
      }),
    });
  }

  return (
    <PageLayout titleId="route.adminDownloads">
      <WholeList
        query={list}
        items={items}
        errorId="admin.downloads.error.fetch"
        emptyId="admin.downloads.empty"
        labelId="route.adminDownloads"
        addId="admin.downloads.add"
        canAdd={list.data !== undefined}
        onAdd={() => setEditing({ item: null })}
        renderRow={(item) => (
          <DownloadCard
            key={item.id}
            item={item}
            onEdit={() => setEditing({ item })}
            onDelete={() => void remove(item)}
          />
        )}
      />
      {sheetOpened && (
        <Suspense fallback={null}>
          <DownloadFormPopup
            editing={editing}
            nextOrder={nextOrder}
            maxBytes={list.data?.maxBytes ?? 0}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
