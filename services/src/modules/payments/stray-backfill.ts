// Addresses let go of before `stray_addresses` existed: the orders deleted since then are in the
// audit trail (AUDIT_RETENTION_DAYS), whose entry keeps the order's fields as they were, its
// address among them. Each is recorded once, as deleted at the entry's time, so the watcher
// looks at it like any other (stray-sweep.ts). A marker in `stray_backfills` makes it run once;
// replicas running it at once record the same addresses (stray-addresses.ts: one per address).
// Purged orders left no entry, and a rail change named only the new address: those are not
// known, as the payments README says.
import { PAYMENT_RAILS, type AuditFieldChange, type PaymentRail } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { ignoreDuplicate } from '../../db/duplicate-key.js';
import { auditCollection } from '../audit/audit-log.js';
import type { StrayAddresses } from './stray-addresses.js';

export const strayBackfillsCollection = defineCollection<{ _id: string; at: Date }>(
  'stray_backfills',
);

const AUDITED_DELETIONS = 'audited-deletions';

/** Records the addresses of the deleted orders in the audit trail, once; how many it recorded. */
export async function backfillDeletedAddresses(
  db: Db,
  strays: Pick<StrayAddresses, 'watch'>,
  now: Date,
): Promise<number> {
  const markers = getCollection(db, strayBackfillsCollection);
  if (await markers.findOne({ _id: AUDITED_DELETIONS })) return 0;
  const deletions = getCollection(db, auditCollection).find({ entity: 'order', action: 'delete' });
  let recorded = 0;
  for await (const entry of deletions) {
    const address = addressBefore(entry.changes);
    if (!address) continue;
    await strays.watch({ ...address, orderId: entry.entityId, reason: 'deleted' }, entry.at, now);
    recorded += 1;
  }
  await ignoreDuplicate(markers.insertOne({ _id: AUDITED_DELETIONS, at: now }));
  return recorded;
}

/** The order's own address as the entry kept it; null for the fixed address, or none. */
function addressBefore(changes: readonly AuditFieldChange[]) {
  const before = (field: string) => changes.find((change) => change.field === field)?.before;
  const address = before('payment.address');
  const rail = before('payment.rail') ?? 'btc';
  if (
    typeof address !== 'string' ||
    !address ||
    typeof before('payment.derivationIndex') !== 'number'
  ) {
    return null;
  }
  const known = PAYMENT_RAILS.find((name): name is PaymentRail => name === rail);
  return known ? { rail: known, address } : null;
}
