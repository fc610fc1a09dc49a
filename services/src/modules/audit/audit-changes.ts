// What an audit entry keeps of a change: the fields whose values differ between before and
// after, as dotted paths into plain objects (a product's `name.en`), secrets redacted.
import type { AuditFieldChange } from '@minesite/shared/contract';

/**
 * Field names whose values never enter the log (passwords and their hashes, session or API
 * tokens). Not `hashrate` or a payment's `transactionHash`, which the operator needs to see.
 */
const SECRET_FIELD = /password|token|secret|credential|api_?key|^(token|password|session)?hash$/i;
export const REDACTED = '[redacted]';
/** Long texts (an article's body) are kept shortened. */
const MAX_TEXT = 500;
/** Bookkeeping fields every write touches: noise in a trail. */
const IGNORED_FIELDS = new Set(['_id', 'updatedAt', '__v']);

type Flat = Map<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A value as JSON can store and show it: dates as ISO text, ids as hex, long text cut. */
function storable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(storable);
  if (!isPlainObject(value)) return String(value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storable(item)]));
}

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (!isPlainObject(value)) {
    if (prefix && value !== undefined) into.set(prefix, value);
    return into;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!prefix && IGNORED_FIELDS.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (SECRET_FIELD.test(key)) into.set(path, REDACTED_MARK);
    else flatten(item, path, into);
  }
  return into;
}

/** Stands for a secret's value while comparing: its change is only known to happen. */
const REDACTED_MARK = Symbol('redacted');

/** The fields that differ, each with its before and after values (absent when none). */
export function changedFields(before: unknown, after: unknown): AuditFieldChange[] {
  const old = flatten(storableRoot(before), '', new Map());
  const next = flatten(storableRoot(after), '', new Map());
  const fields = new Set([...old.keys(), ...next.keys()]);
  const changes: AuditFieldChange[] = [];
  for (const field of [...fields].sort()) {
    const a = old.get(field);
    const b = next.get(field);
    if (a === REDACTED_MARK || b === REDACTED_MARK) {
      // A secret's field is listed when it appears, disappears or is written at all.
      if (old.has(field) !== next.has(field) || b === REDACTED_MARK) {
        changes.push(redactedChange(field, old.has(field), next.has(field)));
      }
      continue;
    }
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const change: AuditFieldChange = { field };
    if (old.has(field)) change.before = a;
    if (next.has(field)) change.after = b;
    changes.push(change);
  }
  return changes;
}

function redactedChange(field: string, had: boolean, has: boolean): AuditFieldChange {
  const change: AuditFieldChange = { field };
  if (had) change.before = REDACTED;
  if (has) change.after = REDACTED;
  return change;
}

/** Dates and ids made comparable before the walk (plain objects keep their shape). */
function storableRoot(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isPlainObject(item) ? storableRoot(item) : storable(item),
      ]),
    );
  }
  return { value: storable(value) };
}
