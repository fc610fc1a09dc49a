/** Shapes every module shares: record ids, error replies, the delete reply, the health reply. */
import { z } from 'zod';

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

export const healthSchema = z.strictObject({
  /** `stopping`: the service is shutting down (finishing requests in flight). */
  status: z.enum(['ok', 'degraded', 'stopping']),
  database: z.enum(['up', 'down']),
});
export type Health = z.output<typeof healthSchema>;
