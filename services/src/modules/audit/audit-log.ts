// The audit trail: every admin write of products, orders, content, downloads and settings is
// recorded with who made it, when, and the fields it changed. Recording never fails the
// request it follows: a failure is logged and the write stands.
import type { AuditAction, AuditEntity, AuditFieldChange } from '@minesite/shared/contract';
import type { Db, ObjectId } from 'mongodb';
import { pino, type Logger } from 'pino';
import { defineCollection, getCollection } from '../../db/collections.js';
import { changedFields } from './audit-changes.js';

export interface AuditDocument {
  _id?: ObjectId;
  entity: AuditEntity;
  entityId: string;
  actor: string;
  action: AuditAction;
  at: Date;
  changes: AuditFieldChange[];
}

export interface AuditChange {
  entity: AuditEntity;
  /** For content `<kind>/<id>`. */
  entityId: string;
  /** The admin's username (`ctx.state.admin.username`). */
  actor: string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

/** How long entries are kept (the sweep in audit-module.ts deletes older ones). */
export const AUDIT_RETENTION_DAYS = 365;

export const auditCollection = defineCollection<AuditDocument>('audit_log', [
  { key: { entity: 1, entityId: 1, at: -1 }, name: 'trail_newest_first' },
  { key: { at: 1 }, name: 'at' },
]);

let auditLogger: Logger = pino({ level: 'warn' });

/** The logger failures are reported to (set once at start by the module). */
export function setAuditLogger(logger: Logger): void {
  auditLogger = logger;
}

/** Records a change; never throws (a failure is logged and the request goes on). */
export async function recordChange(db: Db, change: AuditChange): Promise<void> {
  try {
    const changes = changedFields(change.before, change.after);
    // An update that changed nothing (the same form saved twice) leaves no entry.
    if (change.action === 'update' && changes.length === 0) return;
    await getCollection(db, auditCollection).insertOne({
      entity: change.entity,
      entityId: change.entityId,
      actor: change.actor,
      action: change.action,
      at: new Date(),
      changes,
    });
  } catch (error) {
    auditLogger.warn(
      { err: error, entity: change.entity, entityId: change.entityId },
      'audit entry not recorded',
    );
  }
}

/**
 * `recordChange` for one entity in a module's admin routes, the actor taken from the request's
 * admin session (`requireAdmin` ran before):
 *   const audit = adminAudit(deps.db, 'product');
 *   await audit(ctx, { entityId: id, action: 'update', before, after });
 */
export function adminAudit(db: Db, entity: AuditEntity) {
  return (ctx: { state: unknown }, change: Omit<AuditChange, 'entity' | 'actor'>) =>
    recordChange(db, {
      ...change,
      entity,
      actor: (ctx.state as { admin?: { username: string } }).admin?.username ?? 'unknown',
    });
}
