import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DownloadItem } from '@minesite/shared/contract';
import { EmptyState, ErrorState, LoadingState } from '@minesite/shared/fetch-states';
import { Button, PageLayout, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { useAdminDownloadsQuery, useDeleteDownloadMutation } from '../api';
import { DownloadCard, useDownloadName } from './download-card';
import { DownloadFormPopup, type DownloadEditing } from './download-form-popup';
import '../../../components/admin-list.css';
import './downloads-admin-screen.css';

/** `/admin/downloads`: every download of /software, published or not; upload, edit, delete. */
export function DownloadsAdminScreen() {
  const intl = useIntl();
  const list = useAdminDownloadsQuery();
  const [editing, setEditing] = useState<DownloadEditing>(null);
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
      <div className="admin-downloads-bar">
        <p className="admin-count" role="status">
          {list.data && <FormattedMessage id="admin.list.total" values={{ count: items.length }} />}
        </p>
        <Button
          size="small"
          color="primary"
          disabled={!list.data}
          onClick={() => setEditing({ item: null })}
        >
          <FormattedMessage id="admin.downloads.add" />
        </Button>
      </div>
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <ErrorState messageId="admin.downloads.error.fetch" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState messageId="admin.downloads.empty" />
      ) : (
        <ul className="admin-list" aria-label={intl.formatMessage({ id: 'route.adminDownloads' })}>
          {items.map((item) => (
            <DownloadCard
              key={item.id}
              item={item}
              onEdit={() => setEditing({ item })}
              onDelete={() => void remove(item)}
            />
          ))}
        </ul>
      )}
      <DownloadFormPopup
        editing={editing}
        nextOrder={nextOrder}
        maxBytes={list.data?.maxBytes ?? 0}
        onClose={() => setEditing(null)}
      />
    </PageLayout>
  );
}
