import { FormattedMessage } from 'react-intl';
import { Button, ErrorBlock, SpinLoading } from '@minesite/shared/ui';

/** While a fetch is under way. */
export function LoadingState() {
  return (
    <div className="shop-state" role="status">
      <SpinLoading color="primary" />
      <FormattedMessage id="common.loading" />
    </div>
  );
}

/** A fetch failed: what went wrong, and a retry. */
export function ErrorState({
  messageId,
  onRetry,
  retrying = false,
}: {
  messageId: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="shop-state" role="alert">
      <ErrorBlock status="default" title={<FormattedMessage id={messageId} />} description={null} />
      <Button color="primary" fill="outline" onClick={onRetry} loading={retrying}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}

/** A fetch answered with nothing to show. */
export function EmptyState({ messageId }: { messageId: string }) {
  return (
    <div className="shop-state" role="status">
      <ErrorBlock status="empty" title={<FormattedMessage id={messageId} />} description={null} />
    </div>
  );
}
