import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentItem, ContentKind } from '@minesite/shared/contract';
import { EmptyState, ErrorState, LoadingState } from '@minesite/shared/fetch-states';
import { Button, PageLayout, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { useAdminContentQuery, useDeleteContentMutation } from '../api';
import { CONTENT_ADMIN_KINDS } from '../content-fields';
import { ContentCard, useItemName } from './content-card';
import { ContentFormPopup, type ContentEditing } from './content-form-popup';
import '../../../components/admin-list.css';
import './content-admin-screen.css';

/**
 * `/admin/news`, `/admin/jobs` …: every item of one kind of the site's content, published or
 * not, in the order visitors see them; add, edit and delete.
 */
export function ContentAdminScreen({ kind }: { kind: ContentKind }) {
  const intl = useIntl();
  const { titleId } = CONTENT_ADMIN_KINDS[kind];
  const list = useAdminContentQuery(kind);
  const [editing, setEditing] = useState<ContentEditing>(null);
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
      <div className="admin-content-bar">
        <p className="admin-count" role="status">
          {list.data && <FormattedMessage id="admin.list.total" values={{ count: items.length }} />}
        </p>
        <Button size="small" color="primary" onClick={() => setEditing({ item: null })}>
          <FormattedMessage id="admin.content.add" />
        </Button>
      </div>
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <ErrorState messageId="admin.content.error.fetch" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState messageId="admin.content.empty" />
      ) : (
        <ul className="admin-list" aria-label={intl.formatMessage({ id: titleId })}>
          {items.map((item) => (
            <ContentCard
              key={item.id}
              kind={kind}
              item={item}
              onEdit={() => setEditing({ item })}
              onDelete={() => void remove(item)}
            />
          ))}
        </ul>
      )}
      <ContentFormPopup
        kind={kind}
        editing={editing}
        nextOrder={nextOrder}
        onClose={() => setEditing(null)}
      />
    </PageLayout>
  );
}
