import { lazy } from 'react';
import type { ContentItem, ContentKind } from '@minesite/shared/contract';
import { AdminSheet } from '../../../components/admin-sheet';
import { AuditTrail } from '../../../components/audit-trail';

const ContentForm = lazy(() => import('./content-form'));

/** What the popup is for: a new item of the page's kind, or editing `item`. */
export type ContentEditing = { item: ContentItem<ContentKind> | null } | null;

export default function ContentFormPopup({
  kind,
  editing,
  nextOrder,
  onClose,
}: {
  kind: ContentKind;
  editing: ContentEditing;
  /** A new item's order: after the last one. */
  nextOrder: number;
  onClose: () => void;
}) {
  return (
    <AdminSheet
      open={editing !== null}
      titleId={editing?.item ? 'admin.content.form.editTitle' : 'admin.content.form.addTitle'}
      tall
      onClose={onClose}
    >
      {editing && (
        <ContentForm kind={kind} item={editing.item} nextOrder={nextOrder} onSaved={onClose} />
      )}
      {editing?.item && <AuditTrail entity="content" entityId={`${kind}/${editing.item.id}`} />}
    </AdminSheet>
  );
}
