/** Three placeholder rows in the trail's box while its entries load. */
export function AuditTrailSkeleton() {
  return (
    <ul className="audit-trail-list" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className="audit-trail-entry audit-trail-skeleton" />
      ))}
    </ul>
  );
}
