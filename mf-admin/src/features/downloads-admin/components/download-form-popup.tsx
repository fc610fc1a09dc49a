import { lazy } from 'react';
import type { DownloadItem } from '@minesite/shared/contract';
import { AdminSheet } from '../../../components/admin-sheet';
import { AuditTrail } from '../../../components/audit-trail';

const DownloadForm = lazy(() => import('./download-form'));

/** What the sheet is for: a new download, or editing `item`. */
export type DownloadEditing = { item: DownloadItem | null } | null;

export default function DownloadFormPopup({
  editing,
  nextOrder,
  maxBytes,
  onClose,
}: {
  editing: DownloadEditing;
  /** A new download's order: after the last one. */
  nextOrder: number;
  maxBytes: number;
  onClose: () => void;
}) {
  return (
    <AdminSheet
      open={editing !== null}
      titleId={editing?.item ? 'admin.downloads.form.editTitle' : 'admin.downloads.form.addTitle'}
      tall
      onClose={onClose}
    >
      {editing && (
        <DownloadForm
          item={editing.item}
          nextOrder={nextOrder}
          maxBytes={maxBytes}
          onSaved={onClose}
        />
      )}
      {editing?.item && <AuditTrail entity="download" entityId={editing.item.id} />}
    </AdminSheet>
  );
}
