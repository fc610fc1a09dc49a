import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentItem, ContentKind } from '@minesite/shared/contract';
import { CardMeta } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { PublishedRecordCard } from '../../../components/record-card';
import {
  choiceLabelId,
  CONTENT_ADMIN_KINDS,
  CONTENT_LOCALES,
  type ContentLocale,
} from '../content-fields';
import type { Localized } from '../content-form-rules';

/** An item's name in the admin's language: the text of its kind's `nameField`. */
export function useItemName(kind: ContentKind) {
  const intl = useIntl();
  const language = intl.locale.slice(0, 2) as ContentLocale;
  return useCallback(
    (item: ContentItem<ContentKind>) => {
      const text = (item as Record<string, unknown>)[CONTENT_ADMIN_KINDS[kind].nameField];
      const localized = text as Localized;
      return CONTENT_LOCALES.includes(language) ? localized[language] : localized.zh;
    },
    [kind, language],
  );
}

/** One item: its name, published or hidden, its order, its choices, and the actions. */
export function ContentCard({
  kind,
  item,
  onEdit,
  onDelete,
}: {
  kind: ContentKind;
  item: ContentItem<ContentKind>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = useItemName(kind)(item);
  const stored = item as Record<string, unknown>;
  const choices = CONTENT_ADMIN_KINDS[kind].fields.filter((f) => f.editor === 'choice');
  return (
    <PublishedRecordCard
      name={name}
      published={item.published}
      tagIds={{ published: 'admin.content.published', hidden: 'admin.content.hidden' }}
    >
      <CardMeta>
        {choices.map((field) => (
          <span key={field.name}>
            <FormattedMessage id={choiceLabelId(field.name, String(stored[field.name]))} />
          </span>
        ))}
        {typeof stored.date === 'string' && <span>{stored.date}</span>}
        {kind === 'contact-details' && <span>{String(stored.value)}</span>}
        <span>
          <FormattedMessage id="admin.content.orderShort" values={{ order: item.order }} />
        </span>
      </CardMeta>
      <CardActions
        name={name}
        actions={[
          { messageId: 'admin.content.edit', labelId: 'admin.content.editLabel', onClick: onEdit },
          {
            messageId: 'admin.content.delete',
            labelId: 'admin.content.deleteLabel',
            color: 'danger',
            onClick: onDelete,
          },
        ]}
      />
    </PublishedRecordCard>
  );
}
