import { FormattedDate, FormattedMessage } from 'react-intl';
import '../../../components/notices.css';
import '../../../components/listing.css';

/** When the figures were read; a notice when they are the stored snapshot. */
export function MarketFreshness({ fetchedAt, stale }: { fetchedAt: string; stale: boolean }) {
  const time = (
    <time dateTime={fetchedAt}>
      <FormattedDate
        value={fetchedAt}
        year="numeric"
        month="short"
        day="numeric"
        hour="2-digit"
        minute="2-digit"
      />
    </time>
  );
  return stale ? (
    <p className="content-notice" role="status">
      <FormattedMessage id="content.market.stale" values={{ time }} />
    </p>
  ) : (
    <p className="content-meta" role="status">
      <FormattedMessage id="content.market.updated" values={{ time }} />
    </p>
  );
}
