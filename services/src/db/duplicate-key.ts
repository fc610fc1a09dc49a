import { MongoServerError } from 'mongodb';

/** True when written; false when the key exists (another replica, or an earlier run). */
export async function ignoreDuplicate(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) return false;
    throw error;
  }
}
