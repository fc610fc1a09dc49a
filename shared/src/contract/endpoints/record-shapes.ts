/** The shapes the endpoints of an operator's stored records share: a change and a removal. */
import type { z } from 'zod';
import { deletedSchema } from '../common';
import type { Reply } from './endpoint';

/** What a removal answers. */
export const DELETED_REPLY = {
  200: { description: "`{ message: '删除成功' }`", schema: deletedSchema },
} as const;

/** A change of a record: its id in the path, its new values, the saved record; 404 when unknown. */
export function changeOf<P extends z.ZodType, B extends z.ZodType, S extends Reply>(
  params: P,
  body: B,
  saved: S,
  unknown: string,
) {
  return { params, body, replies: { 200: saved }, errors: { 404: unknown } };
}

/** A removal of a record: its id in the path; 404 when unknown. */
export function removalOf<P extends z.ZodType>(params: P, unknown: string) {
  return { params, replies: DELETED_REPLY, errors: { 404: unknown } };
}
