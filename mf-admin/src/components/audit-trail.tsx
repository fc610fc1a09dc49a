/**
 * The audit trail of one record (who changed what, and when) for the admin's edit forms. Its
 * list and query code load only when the trail comes near the screen; the box keeps its height
 * from the first paint, so nothing below it moves when the entries arrive.
 */
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AuditEntity } from '@minesite/shared/contract';
import { useNearViewport } from '@minesite/shared/ui';
import { AuditTrailSkeleton } from './audit-trail-skeleton';
import './audit-trail.css';

const AuditTrailList = lazy(() => import('./audit-trail-list'));

export function AuditTrail({ entity, entityId }: { entity: AuditEntity; entityId: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className="audit-trail" data-testid="audit-trail">
      <h3 className="audit-trail-title">
        <FormattedMessage id="admin.audit.title" />
      </h3>
      <div className="audit-trail-body">
        {near ? (
          <Suspense fallback={<AuditTrailSkeleton />}>
            <AuditTrailList entity={entity} entityId={entityId} />
          </Suspense>
        ) : (
          <AuditTrailSkeleton />
        )}
      </div>
    </section>
  );
}
