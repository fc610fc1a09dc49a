import { FormattedMessage, useIntl } from 'react-intl';
import type { DownloadItem } from '@minesite/shared/contract';
import { FileFacts } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { PublishedRecordCard } from '../../../components/record-card';
import { DOWNLOAD_LOCALES, type DownloadLocale } from '../download-locales';
import './download-card.css';

/** A download's title in the admin's language (Chinese when the admin reads another). */
export function useDownloadName() {
  const intl = useIntl();
  const language = intl.locale.slice(0, 2) as DownloadLocale;
  return (item: DownloadItem) =>
    DOWNLOAD_LOCALES.includes(language) ? item.title[language] : item.title.zh;
}

/** One download: its title, published or hidden, its file's name, size, date and SHA-256. */
export function DownloadCard({
  item,
  onEdit,
  onDelete,
}: {
  item: DownloadItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = useDownloadName()(item);
  const { file } = item;
  return (
    <PublishedRecordCard
      name={name}
      published={item.published}
      tagIds={{ published: 'admin.downloads.published', hidden: 'admin.downloads.hidden' }}
    >
      <dl className="admin-card-rows">
        <div>
          <dt>
            <FormattedMessage id="admin.downloads.field.file" />
          </dt>
          <dd>{file.name}</dd>
        </div>
        <FileFacts
          file={file}
          labelIds={{
            size: 'admin.downloads.field.size',
            date: 'admin.downloads.field.uploadDate',
            checksum: 'admin.downloads.field.checksum',
          }}
          checksumClassName="admin-download-checksum"
        />
        <div>
          <dt>
            <FormattedMessage id="admin.downloads.field.order" />
          </dt>
          <dd>{item.order}</dd>
        </div>
      </dl>
      <CardActions
        name={name}
        actions={[
          {
            messageId: 'admin.downloads.edit',
            labelId: 'admin.downloads.editLabel',
            onClick: onEdit,
          },
          {
            messageId: 'admin.downloads.delete',
            labelId: 'admin.downloads.deleteLabel',
            color: 'danger',
            onClick: onDelete,
          },
        ]}
      />
    </PublishedRecordCard>
  );
}
