import type { Collection, Db, ObjectId } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';

export interface SessionDocument {
  _id: ObjectId;
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  tokenHash: string;
  username: string;
  /** The credential fingerprint at login (auth-config.ts); another one ends the session. */
  credential: string;
  createdAt: Date;
  expiresAt: Date;
}

// No TTL index (FerretDB v1 has none): expired sessions are refused on read and swept.
export const sessionsCollection = defineCollection<SessionDocument>('admin_sessions', [
  { key: { tokenHash: 1 }, name: 'token_hash_unique', unique: true },
  { key: { expiresAt: 1 }, name: 'expires_at' },
]);

export class SessionsRepository {
  private readonly collection: Collection<SessionDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, sessionsCollection);
  }

  async insert(session: SessionDocument): Promise<void> {
    await this.collection.insertOne(session);
  }

  /**
   * The session with this token hash, if it has not expired at `now` and was opened under the
   * current credentials.
   */
  findLive(tokenHash: string, credential: string, now: Date): Promise<SessionDocument | null> {
    return this.collection.findOne({ tokenHash, credential, expiresAt: { $gt: now } });
  }

  async deleteByTokenHash(tokenHash: string): Promise<void> {
    await this.collection.deleteOne({ tokenHash });
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.collection.deleteMany({ expiresAt: { $lte: now } });
    return result.deletedCount;
  }
}
