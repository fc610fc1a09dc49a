import { FormattedMessage } from 'react-intl';
import { Button, ErrorBlock, SpinLoading } from '@minesite/shared/ui';

export function ListLoading() {
  return (
    <div className="admin-list-state" role="status">
      <SpinLoading />
      <FormattedMessage id="common.loading" />
    </div>
  );
}

/** A list that could not load: what went wrong and a retry. */
export function ListError({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className="admin-list-state" role="alert">
      <ErrorBlock
        status="disconnected"
        title={<FormattedMessage id={messageId} />}
        description=""
      />
      <Button color="primary" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}

export function ListEmpty({ messageId }: { messageId: string }) {
  return (
    <div className="admin-list-state">
      <ErrorBlock status="empty" title={<FormattedMessage id={messageId} />} description="" />
    </div>
  );
}
