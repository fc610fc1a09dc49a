import { MongoServerError, type Collection, type Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';

/** Failed logins of one client address and username, within the current window. */
export interface LoginAttemptsDocument {
  /** A hash of the address and the username (no personal data in clear). */
  _id: string;
  failures: number;
  windowStart: Date;
  /** End of the window; swept afterwards. */
  expiresAt: Date;
}

export const loginAttemptsCollection = defineCollection<LoginAttemptsDocument>(
  'admin_login_attempts',
  [{ key: { expiresAt: 1 }, name: 'expires_at' }],
);

/** Kept in MongoDB, so that every replica of the service counts the same failures. */
export class LoginAttemptsRepository {
  private readonly collection: Collection<LoginAttemptsDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, loginAttemptsCollection);
  }

  /** The failures counted in the window still open at `now`. */
  async failuresSince(key: string, now: Date): Promise<LoginAttemptsDocument | null> {
    return this.collection.findOne({ _id: key, expiresAt: { $gt: now } });
  }

  /** Counts one more failure, opening a new window when the last one has closed. */
  async recordFailure(key: string, now: Date, windowMs: number): Promise<void> {
    await this.collection.deleteOne({ _id: key, expiresAt: { $lte: now } });
    const count = () =>
      this.collection.updateOne(
        { _id: key },
        {
          $inc: { failures: 1 },
          $setOnInsert: { windowStart: now, expiresAt: new Date(now.getTime() + windowMs) },
        },
        { upsert: true },
      );
    try {
      await count();
    } catch (error) {
      // Two failures at once may both try to insert; the loser counts on the winner's document.
      if (error instanceof MongoServerError && error.code === 11000) await count();
      else throw error;
    }
  }

  async clear(key: string): Promise<void> {
    await this.collection.deleteOne({ _id: key });
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.collection.deleteMany({ expiresAt: { $lte: now } });
    return result.deletedCount;
  }
}
