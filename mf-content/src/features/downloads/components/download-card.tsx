import { FormattedMessage } from 'react-intl';
import type { DownloadItem } from '@minesite/shared/contract';
import { getRuntimeConfig } from '@minesite/shared/config';
import { downloadFilePath } from '@minesite/shared/domain';
import { useLocalized } from '@minesite/shared/localized';
import { FileFacts, Card, CardTitle, Rows } from '@minesite/shared/ui';
import { DOWNLOAD_KIND_LABELS } from '../download-kinds';
import '../../../components/text-section.css';
import './download-card.css';
import '../../../components/listing.css';

/**
 * One download: what it is, its date, size and SHA-256, and the link that saves it. The
 * service answers the file as an attachment under its name, so a plain link saves it.
 */
export function DownloadCard({ download }: { download: DownloadItem }) {
  const localized = useLocalized();
  const title = localized(download.title);
  const { file } = download;
  const href = `${getRuntimeConfig().apiBaseUrl}${downloadFilePath(download.id)}`;
  return (
    <Card as="li">
      <article aria-label={title}>
        <p className="content-meta">
          <span className="content-tag">
            <FormattedMessage id={DOWNLOAD_KIND_LABELS[download.kind]} />
          </span>
        </p>
        <CardTitle as="h2" variant="article">
          {title}
        </CardTitle>
        <p className="content-text">{localized(download.description)}</p>
        <Rows>
          <FileFacts
            file={file}
            labelIds={{
              size: 'content.software.size',
              date: 'content.software.date',
              checksum: 'content.software.checksum',
            }}
            checksumClassName="content-checksum"
          />
        </Rows>
        <a href={href} download={file.name} className="content-button-link">
          <FormattedMessage id="content.software.download" />
        </a>
      </article>
    </Card>
  );
}
