import { FormattedMessage } from 'react-intl';
import { Button, ErrorBlock } from '@minesite/shared/ui';

/** The fallback's markup: a localized message and a retry button. */
export default function RemoteFallbackView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="remote-fallback" role="alert">
      <ErrorBlock
        status="disconnected"
        title={<FormattedMessage id="remote.unavailable.title" />}
        description={<FormattedMessage id="remote.unavailable.body" />}
      />
      <Button color="primary" block onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}
