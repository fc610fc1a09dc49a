/**
 * Shapes every module shares: texts, record ids, error replies, the delete reply, the health
 * reply.
 */
import './browser-jitless';
import { z } from 'zod';

/**
 * The characters JavaScript's `trim()` removes (ECMAScript WhiteSpace and LineTerminator),
 * spelled out: `\s` means other characters in other regex engines, and the OpenAPI document's
 * patterns are read by clients' engines too.
 */
const TRIMMED =
  '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/**
 * A text of at most `maxLength` characters as sent, stored trimmed. The length is checked
 * before trimming, so that the document's `maxLength` is the whole rule.
 */
export const trimmedText = (maxLength: number) => z.string().max(maxLength).trim();

/**
 * A text that must say something: at most `maxLength` characters as sent, at least one of them
 * not white space (the document's `pattern`), stored trimmed.
 */
export const requiredText = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .regex(new RegExp(`[^${TRIMMED}]`), 'is required')
    .trim();

/** A record id made by the database: 24 hexadecimal characters. */
export const recordIdSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-character hexadecimal id');

/** Every error reply: `error` and `message` carry the same text; validation adds `issues`. */
export const errorReplySchema = z.strictObject({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.output<typeof errorReplySchema>;

/** The reply of a delete: `{ message: '删除成功' }`. */
export const deletedSchema = z.strictObject({ message: z.string() });
export type Deleted = z.output<typeof deletedSchema>;

export const healthSchema = z.strictObject({
  /** `stopping`: the service is shutting down (finishing requests in flight). */
  status: z.enum(['ok', 'degraded', 'stopping']),
  database: z.enum(['up', 'down']),
});
