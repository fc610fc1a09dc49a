/**
 * The audit trail of one record (who changed what, and when) for the admin's edit forms. Its
 * list and query code load only when the trail comes near the screen; the box keeps its height
 * from the first paint, so nothing below it moves when the entries arrive.
 */
import { lazy, Suspense, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AuditEntity } from '@minesite/shared/contract';
import { useNearViewport } from '@minesite/shared/ui';
import { AuditTrailSkeleton } from './audit-trail-skeleton';
import './audit-trail.css';

const AuditTrailList = lazy(() => import('./audit-trail-list'));

export function AuditTrail({
  entity,
  entityId,
  headingLevel = 3,
}: {
  entity: AuditEntity;
  entityId: string;
  /** 3 under a sheet's h2; 2 straight under a page's h1 (headings never skip a level). */
  headingLevel?: 2 | 3;
}) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <section ref={ref} className="audit-trail" data-testid="audit-trail">
      <Heading id={titleId} className="audit-trail-title">
        <FormattedMessage id="admin.audit.title" />
      </Heading>
      {/* A long trail scrolls inside the box: focusable, so a keyboard can scroll it too. */}
      <div className="audit-trail-body" role="region" aria-labelledby={titleId} tabIndex={0}>
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
