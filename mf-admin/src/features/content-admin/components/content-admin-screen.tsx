import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentItem, ContentKind } from '@minesite/shared/contract';
import { PageLayout, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { WholeList } from '../../../components/whole-list';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useAdminContentQuery, useDeleteContentMutation } from '../api';
import { CONTENT_ADMIN_KINDS } from '../content-fields';
import { ContentCard, useItemName } from './content-card';
import type { ContentEditing } from './content-form-popup';

// The sheet, its form and the audit trail load with the first add or edit, not with the page.
const ContentFormPopup = lazy(() => import('./content-form-popup'));

/**
 * `/admin/news`, `/admin/jobs` …: every item of one kind of the site's content, published or
 * not, in the order visitors see them; add, edit and delete.
 */
export function ContentAdminScreen({ kind }: { kind: ContentKind }) {
  const intl = useIntl();
  const { titleId } = CONTENT_ADMIN_KINDS[kind];
  const list = useAdminContentQuery(kind);
  const [editing, setEditing] = useState<ContentEditing>(null);
  const sheetOpened = useOpenedOnce(editing !== null);
  const [deleteContent] = useDeleteContentMutation();
  const nameOf = useItemName(kind);
  const items = list.data?.items ?? [];
  const nextOrder = items.reduce((max, item) => Math.max(max, item.order), 0) + 10;

  async function remove(item: ContentItem<ContentKind>) {
    const name = nameOf(item);
    if (!(await confirmAction(intl, 'admin.content.deleteConfirm', { name }))) return;
    const result = await deleteContent({ kind, id: item.id });
    Toast.show({
      icon: 'error' in result ? 'fail' : 'success',
      content: intl.formatMessage({
        id: 'error' in result ? 'admin.content.error.delete' : 'admin.content.success.delete',
      }),
    });
  }

  return (
    <PageLayout titleId={titleId}>
      <WholeList
        query={list}
        items={items}
        errorId="admin.content.error.fetch"
        emptyId="admin.content.empty"
        labelId={titleId}
        addId="admin.content.add"
        onAdd={() => setEditing({ item: null })}
        renderRow={(item) => (
          <ContentCard
            key={item.id}
            kind={kind}
            item={item}
            onEdit={() => setEditing({ item })}
            onDelete={() => void remove(item)}
          />
        )}
      />
      {sheetOpened && (
        <Suspense fallback={null}>
          <ContentFormPopup
            kind={kind}
            editing={editing}
            nextOrder={nextOrder}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
