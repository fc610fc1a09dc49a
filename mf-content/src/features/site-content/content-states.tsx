import { ErrorState } from '@minesite/shared/fetch-states';
import { useIntl } from 'react-intl';
import { Card } from '@minesite/shared/ui';
import './content-skeleton.css';
import '../../components/listing.css';

/**
 * Cards of the final list's size while a kind is read, so that nothing below moves when the
 * items arrive, so nothing moves. `height` is one card's, in pixels, as its usual texts set it.
 */
export function ContentSkeleton({ count, height }: { count: number; height: number }) {
  const intl = useIntl();
  return (
    <ul
      className="content-cards late-placeholder"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} as="li" className="content-skeleton" style={{ height }} />
      ))}
    </ul>
  );
}

/** A failed read of the operator's content: what went wrong, and a retry. */
export function ContentError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return <ErrorState messageId="content.common.loadError" onRetry={onRetry} retrying={retrying} />;
}
