/**
 * The audit trail contract: who changed what in the admin, and when. Each entry lists the
 * fields that changed with their values before and after (secrets redacted by the service).
 */
import './browser-jitless';
import { z } from 'zod';
import { listPagingShape } from './list-query';
import { pageOf } from './products';

export const AUDIT_ENTITIES = ['product', 'order', 'content', 'download', 'settings'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit: one record's trail (or every record of a kind), newest first, paged. */
export const auditQuerySchema = z.strictObject({
  ...listPagingShape,
  entity: z.enum(AUDIT_ENTITIES),
  /** For content `<kind>/<id>`; without it, every record of the entity. */
  entityId: z.string().trim().min(1).max(200).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type ParsedAuditQuery = z.output<typeof auditQuerySchema>;

/** One changed field: its dotted path and its values (absent when the field did not exist). */
export const auditFieldChangeSchema = z.strictObject({
  field: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type AuditFieldChange = z.output<typeof auditFieldChangeSchema>;

export const auditEntrySchema = z.strictObject({
  id: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  at: z.iso.datetime(),
  changes: z.array(auditFieldChangeSchema),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.output<typeof auditPageSchema>;
