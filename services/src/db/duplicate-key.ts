import { MongoServerError } from 'mongodb';

/** MongoDB's duplicate-key code: a unique index (or `_id`) holds the value already. */
const DUPLICATE_KEY = 11000;

/** True when the error is MongoDB's duplicate-key error. */
export function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}

/** True when written; false when the key exists (another replica, or an earlier run). */
export async function ignoreDuplicate(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
