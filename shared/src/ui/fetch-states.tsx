/**
 * What a screen shows while its data is not there to list: loading, a failed read with a retry,
 * or an answer with nothing in it. The same on every page, visitor's and operator's alike.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, ErrorBlock, SpinLoading } from './index';
import './fetch-states.css';

/**
 * While a read is under way: the spinner over grey card outlines. A `late-placeholder`: what
 * follows it on the page waits unseen until the answer replaces it (fetch-states.css), so
 * nothing the visitor sees moves, however long the answer turns out.
 */
export function LoadingState() {
  return (
    <div
      className="fetch-state fetch-state-loading late-placeholder"
      role="status"
      aria-busy="true"
    >
      <SpinLoading color="primary" />
      <FormattedMessage id="common.loading" />
      <div className="fetch-skeleton-card" aria-hidden="true" />
      <div className="fetch-skeleton-card" aria-hidden="true" />
      <div className="fetch-skeleton-card" aria-hidden="true" />
    </div>
  );
}

/** A read failed: what went wrong, and a retry. */
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
    <div className="fetch-state" role="alert">
      <ErrorBlock status="default" title={<FormattedMessage id={messageId} />} description={null} />
      <Button color="primary" fill="outline" onClick={onRetry} loading={retrying}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}

/** A read answered with nothing to show; `children` offer a way on (a button). */
export function EmptyState({
  messageId,
  descriptionId,
  children,
}: {
  messageId: string;
  descriptionId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="fetch-state" role="status">
      <ErrorBlock
        status="empty"
        title={<FormattedMessage id={messageId} />}
        description={descriptionId ? <FormattedMessage id={descriptionId} /> : null}
      />
      {children}
    </div>
  );
}

/**
 * A read's three other states before its content: loading, failed (with a retry) and empty.
 * `isError` counts only while there is nothing to show (a failed refresh keeps the list).
 */
export function FetchStates({
  isLoading,
  isError,
  isEmpty,
  errorId,
  emptyId,
  onRetry,
  children,
}: {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorId: string;
  emptyId: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isLoading) return <LoadingState />;
  if (isError) return <ErrorState messageId={errorId} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState messageId={emptyId} />;
  return <>{children}</>;
}
