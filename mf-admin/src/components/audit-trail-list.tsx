import { FormattedDate, FormattedMessage } from 'react-intl';
import type { AuditEntry, AuditFieldChange } from '@minesite/shared/contract';
import { ErrorState } from '@minesite/shared/fetch-states';
import { uniqueRows } from '../lib/paged-list-query';
import { useAuditTrailInfiniteQuery, type AuditTarget } from './audit-trail-api';
import { AuditTrailSkeleton } from './audit-trail-skeleton';
import { LoadMore } from './load-more';

const ACTION_IDS = {
  create: 'admin.audit.action.create',
  update: 'admin.audit.action.update',
  delete: 'admin.audit.action.delete',
} as const;

/** A stored value as the operator reads it: text as is, anything else as JSON, none as —. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Change({ change }: { change: AuditFieldChange }) {
  return (
    <li className="audit-trail-change">
      <code className="audit-trail-field">{change.field}</code>{' '}
      <span className="audit-trail-before">{shown(change.before)}</span>
      {' → '}
      <span className="audit-trail-after">{shown(change.after)}</span>
    </li>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="audit-trail-entry">
      <span className="audit-trail-head">
        <strong>
          <FormattedMessage id={ACTION_IDS[entry.action]} />
        </strong>{' '}
        <FormattedMessage id="admin.audit.by" values={{ actor: entry.actor }} />
      </span>
      <time dateTime={entry.at} className="audit-trail-time">
        <FormattedDate value={entry.at} dateStyle="medium" timeStyle="medium" />
      </time>
      {entry.changes.length > 0 && (
        <ul className="audit-trail-changes">
          {entry.changes.map((change) => (
            <Change key={change.field} change={change} />
          ))}
        </ul>
      )}
    </li>
  );
}

export default function AuditTrailList(target: AuditTarget) {
  const trail = useAuditTrailInfiniteQuery(target, { refetchOnMountOrArgChange: true });
  if (trail.isLoading) return <AuditTrailSkeleton />;
  const entries = uniqueRows(trail.data?.pages, (entry) => entry.id);
  if (trail.isError && entries.length === 0) {
    return <ErrorState messageId="admin.audit.loadFailed" onRetry={() => void trail.refetch()} />;
  }
  if (entries.length === 0) {
    return (
      <p className="audit-trail-empty" role="status">
        <FormattedMessage id="admin.audit.empty" />
      </p>
    );
  }
  return (
    <ol className="audit-trail-list" aria-live="polite">
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
      {trail.hasNextPage && (
        <li>
          <LoadMore
            hasMore={trail.hasNextPage}
            onLoadMore={async () => {
              await trail.fetchNextPage().unwrap();
            }}
          />
        </li>
      )}
    </ol>
  );
}
