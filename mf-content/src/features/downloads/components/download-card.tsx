import { FormattedMessage } from 'react-intl';
import type { DownloadItem } from '@minesite/shared/contract';
import { getRuntimeConfig } from '@minesite/shared/config';
import { downloadFilePath } from '@minesite/shared/domain';
import { useLocalized } from '@minesite/shared/localized';
import { FileFacts } from '@minesite/shared/ui';
import { DOWNLOAD_KIND_LABELS } from '../download-kinds';
import '../../../components/text-section.css';
import '../../../components/cards.css';
import '../../../components/rows.css';
import './download-card.css';

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
    <li className="content-card">
      <article aria-label={title}>
        <p className="content-meta">
          <span className="content-tag">
            <FormattedMessage id={DOWNLOAD_KIND_LABELS[download.kind]} />
          </span>
        </p>
        <h2 className="content-card-title">{title}</h2>
        <p className="content-text">{localized(download.description)}</p>
        <dl className="content-rows">
          <FileFacts
            file={file}
            labelIds={{
              size: 'content.software.size',
              date: 'content.software.date',
              checksum: 'content.software.checksum',
            }}
            checksumClassName="content-checksum"
          />
        </dl>
        <a href={href} download={file.name} className="content-button-link">
          <FormattedMessage id="content.software.download" />
        </a>
      </article>
    </li>
  );
}
