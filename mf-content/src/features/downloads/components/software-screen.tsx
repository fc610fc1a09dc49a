import { FormattedMessage, useIntl } from 'react-intl';
import { ContentPage } from '../../../components/content-page';
import { ContentError, ContentSkeleton } from '../../site-content/content-states';
import { usePublicDownloadsQuery } from '../api';
import { DownloadCard } from './download-card';
import '../../../components/notices.css';
import '../../../components/listing.css';

/**
 * A seeded download card's height at the phone viewport, by language (measured), so that the
 * skeleton holds the list's place, so nothing moves.
 */
const CARD_HEIGHTS: Record<string, number> = { zh: 266, en: 271, es: 300, ru: 316 };

/** `/software`: the operator's published downloads, each with its date, size and checksum. */
export function SoftwareScreen() {
  const intl = useIntl();
  const { data, error, isFetching, refetch } = usePublicDownloadsQuery();
  return (
    <ContentPage titleId="route.software" introId="content.software.intro">
      {!data ? (
        error && !isFetching ? (
          <ContentError retrying={isFetching} onRetry={() => void refetch()} />
        ) : (
          <ContentSkeleton count={4} height={CARD_HEIGHTS[intl.locale.slice(0, 2)] ?? 266} />
        )
      ) : data.items.length === 0 ? (
        <p className="content-empty">
          <FormattedMessage id="content.software.empty" />
        </p>
      ) : (
        <ul
          className="content-cards"
          aria-label={intl.formatMessage({ id: 'content.software.listLabel' })}
        >
          {data.items.map((download) => (
            <DownloadCard key={download.id} download={download} />
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
