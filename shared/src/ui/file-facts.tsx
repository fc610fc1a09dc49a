import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import type { DownloadItem } from '../contract';

/**
 * A stored file's facts as `<dl>` rows: its size, upload date and SHA-256, under the caller's
 * labels (the admin's download card and the visitor's /software card).
 */
export function FileFacts({
  file,
  labelIds,
  checksumClassName,
}: {
  file: DownloadItem['file'];
  labelIds: { size: string; date: string; checksum: string };
  checksumClassName: string;
}) {
  return (
    <>
      <div>
        <dt>
          <FormattedMessage id={labelIds.size} />
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
          <FormattedMessage id={labelIds.date} />
        </dt>
        <dd>
          <time dateTime={file.uploadDate}>
            <FormattedDate value={file.uploadDate} dateStyle="medium" />
          </time>
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id={labelIds.checksum} />
        </dt>
        <dd>
          <code className={checksumClassName} data-testid="download-checksum">
            {file.sha256}
          </code>
        </dd>
      </div>
    </>
  );
}
