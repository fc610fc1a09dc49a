// GET /api/admin/audit: a record's trail, newest first, paged; and the sweep that keeps entries
// AUDIT_RETENTION_DAYS (FerretDB has no TTL index).
import { type AuditEntry, backOfficeEndpoints } from '@minesite/shared/contract';
import type { Db, Filter, WithId } from 'mongodb';
import { getCollection } from '../../db/collections.js';
import { readPage } from '../../db/paged-list.js';
import { every, moduleRouter, type ApiModule } from '../api-module.js';
import { retentionCutoff } from '../lead-retention.js';
import {
  AUDIT_RETENTION_DAYS,
  auditCollection,
  setAuditLogger,
  type AuditDocument,
} from './audit-log.js';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const DEFAULT_PAGE_SIZE = 20;

function toAuditEntry(row: WithId<AuditDocument>): AuditEntry {
  return {
    id: row._id.toHexString(),
    entity: row.entity,
    entityId: row.entityId,
    actor: row.actor,
    action: row.action,
    at: row.at.toISOString(),
    changes: row.changes,
  };
}

/** Deletes the entries older than the retention; returns how many. */
export async function sweepAuditLog(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, AUDIT_RETENTION_DAYS);
  const result = await getCollection(db, auditCollection).deleteMany({ at: { $lt: cutoff } });
  return result.deletedCount;
}

export const auditModule: ApiModule = {
  name: 'audit',
  collections: [auditCollection],
  createRouter(deps) {
    setAuditLogger(deps.logger);
    const collection = getCollection(deps.db, auditCollection);
    const api = moduleRouter('/api/admin/audit', 'audit', deps);
    api.route(
      backOfficeEndpoints.auditTrail,
      {
        summary: 'The audit trail of a record (or of every record of a kind), newest first',
        description:
          'Who changed what and when: each entry lists the changed fields with their values ' +
          `before and after (secrets redacted). Entries are kept ${AUDIT_RETENTION_DAYS} days. ` +
          `Paged: \`page\` from 1, \`pageSize\` ${DEFAULT_PAGE_SIZE} by default.`,
      },
      async (ctx) => {
        const { entity, entityId, page = 1, pageSize = DEFAULT_PAGE_SIZE } = ctx.state.input.query;
        const filter: Filter<AuditDocument> = { entity };
        if (entityId) filter.entityId = entityId;
        const found = await readPage(
          {
            rows: (skip, limit) =>
              collection.find(filter).sort({ at: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
            count: () => collection.countDocuments(filter),
          },
          { page, pageSize },
        );
        ctx.body = { ...found, items: found.items.map(toAuditEntry) };
      },
    );
    return api;
  },
  startBackgroundTask(deps) {
    return every(
      SWEEP_INTERVAL_MS,
      async () => {
        const deleted = await sweepAuditLog(deps.db, deps.now?.());
        if (deleted > 0) deps.logger.info({ deleted }, 'audit entries past the retention deleted');
      },
      deps,
      'audit retention',
    );
  },
};
