import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { downloadUrl, saveDownload } from '../download-file';
import { RESOURCE_KIND_LABELS, type DownloadResource } from '../resources';
import '../../../components/text-section.css';
import '../../../components/cards.css';
import '../../../components/rows.css';
import '../../../components/notices.css';

/** One download: what it is, its date and size, and the button that saves it. */
export function DownloadCard({ resource }: { resource: DownloadResource }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const url = downloadUrl(resource.file);

  async function save() {
    setState('saving');
    try {
      await saveDownload(url, resource.file);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <li className="content-card">
      <article aria-label={intl.formatMessage({ id: resource.titleId })}>
        <p className="content-meta">
          <span className="content-tag">
            <FormattedMessage id={RESOURCE_KIND_LABELS[resource.kind]} />
          </span>
        </p>
        <h2 className="content-card-title">
          <FormattedMessage id={resource.titleId} />
        </h2>
        <p className="content-text">
          <FormattedMessage id={resource.descriptionId} />
        </p>
        <dl className="content-rows">
          <div>
            <dt>
              <FormattedMessage id="content.software.date" />
            </dt>
            <dd>
              <time dateTime={resource.date}>
                <FormattedDate value={`${resource.date}T00:00:00`} dateStyle="medium" />
              </time>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="content.software.size" />
            </dt>
            <dd>
              <FormattedNumber
                value={resource.sizeBytes / 1024}
                style="unit"
                unit="kilobyte"
                maximumFractionDigits={1}
              />
            </dd>
          </div>
        </dl>
        {state === 'failed' && (
          <p className="content-error" role="alert">
            <FormattedMessage id="content.software.failed" />
          </p>
        )}
        <a
          href={url}
          download={resource.file}
          className="content-button-link"
          aria-busy={state === 'saving'}
          onClick={(event) => {
            event.preventDefault();
            if (state !== 'saving') void save();
          }}
        >
          <FormattedMessage
            id={state === 'saving' ? 'content.software.downloading' : 'content.software.download'}
          />
        </a>
      </article>
    </li>
  );
}
