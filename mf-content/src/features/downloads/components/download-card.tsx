import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import type { DownloadItem } from '@minesite/shared/contract';
import { getRuntimeConfig } from '@minesite/shared/config';
import { downloadFilePath } from '@minesite/shared/domain';
import { useLocalized } from '@minesite/shared/localized';
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
          <div>
            <dt>
              <FormattedMessage id="content.software.date" />
            </dt>
            <dd>
              <time dateTime={file.uploadDate}>
                <FormattedDate value={file.uploadDate} dateStyle="medium" />
              </time>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="content.software.size" />
            </dt>
            <dd>
              <FormattedNumber
                value={file.size / 1024}
                style="unit"
                unit="kilobyte"
                maximumFractionDigits={1}
              />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="content.software.checksum" />
            </dt>
            <dd>
              <code className="content-checksum" data-testid="download-checksum">
                {file.sha256}
              </code>
            </dd>
          </div>
        </dl>
        <a href={href} download={file.name} className="content-button-link">
          <FormattedMessage id="content.software.download" />
        </a>
      </article>
    </li>
  );
}
