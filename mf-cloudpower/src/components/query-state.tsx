import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, ErrorBlock, SpinLoading } from '@minesite/shared/ui';

interface QueryStateProps {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  /** Message id of the empty state. */
  emptyId: string;
  children: ReactNode;
}

/** Every catalog read's three other states: loading, failed (with a retry) and empty. */
export function QueryState({
  isLoading,
  isError,
  isEmpty,
  onRetry,
  emptyId,
  children,
}: QueryStateProps) {
  if (isLoading) {
    return (
      <div className="cp-state" role="status">
        <SpinLoading />
        <FormattedMessage id="common.loading" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="cp-state" role="alert">
        <ErrorBlock
          status="default"
          title={<FormattedMessage id="cloudpower.state.error" />}
          description={null}
        />
        <Button color="primary" fill="outline" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className="cp-state" role="status">
        <ErrorBlock status="empty" title={<FormattedMessage id={emptyId} />} description={null} />
      </div>
    );
  }
  return <>{children}</>;
}
