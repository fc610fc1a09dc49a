// Sliding-window rate limits kept in the database, so that every replica of the service counts
// the same hits. A hit claims the next free numbered slot of its key's current window by
// inserting `{ _id: <bucket>:<n> }`: an insert into the unique _id is atomic on MongoDB and on
// FerretDB v1 alike (whose `$inc` is not: two increments at once can both write the same
// count). The window may fill `max` slots less the previous window's hits weighted by the
// share of it still inside the last `windowMs` (the sliding-window counter), so no burst,
// however parallel, gets more than `max` hits through, and no window edge lets twice `max`
// through either. Windows are measured on the database's clock; a window's slots are deleted
// by a sweep once the window after it has ended (FerretDB v1 has no TTL indexes).
//
// A hit takes the slot after the last one this process handed out, so an allowed hit is one
// insert by `_id`: FerretDB v1 answers only `_id` lookups from an index (a query on `bucket`
// reads the whole collection, every hit of every client in the window), and hits in flight at
// once do not walk the same taken slots. The previous window's count is its highest slot,
// found by `_id` lookups once per key and window. Only a refusal counts the bucket, in case
// another replica or an operator has freed slots since.
import { createHash } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../db/collections.js';
import { ignoreDuplicate } from '../db/duplicate-key.js';
import { databaseServer } from '../db/database-server.js';

export interface RateLimitDocument {
  /** `<bucket>:<slot>`: slot 1 to max of one key's window. */
  _id: string;
  /** A hash of the key (no address or username in clear) and the window's start. */
  bucket: string;
  /** The end of the window after this one (until then its hits weigh): swept afterwards. */
  expiresAt: Date;
}

export const rateLimitsCollection = defineCollection<RateLimitDocument>('rate_limits', [
  { key: { bucket: 1 }, name: 'bucket' },
  { key: { expiresAt: 1 }, name: 'expires_at' },
]);

export interface Limit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export interface Hit {
  allowed: boolean;
  /** Seconds until the window closes (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
}

/** Buckets whose last taken slot (or closed window's count) is remembered; past this, afresh. */
const MAX_REMEMBERED_BUCKETS = 10_000;

/** One key's window at a moment: its bucket, the previous window's, and how far in it is. */
interface Window {
  bucket: string;
  previous: string;
  /** When the window's slots may be swept: the end of the window after it. */
  keepUntil: Date;
  /** The share of the window gone by, 0 to 1. */
  elapsed: number;
  start: number;
  now: number;
}

export class RateLimiter {
  private readonly collection: Collection<RateLimitDocument>;
  /** The last slot this process handed out, per bucket: the next hit takes the one after. */
  private readonly lastTaken = new Map<string, number>();
  /** How many hits closed windows counted, per bucket (read once from the database). */
  private readonly closedCounts = new Map<string, number>();
  /** The database server's clock (replicas agree on windows), unless one is given (tests). */
  private readonly now: () => Promise<Date>;

  constructor(db: Db, now?: () => Promise<Date>) {
    this.collection = getCollection(db, rateLimitsCollection);
    this.now = now ?? (() => databaseServer(db).now());
  }

  /**
   * Counts one hit of `key`; refused once the hits of its window, with the previous window's
   * weighted by the share of it still inside the last `windowMs` (a sliding window), reach
   * `max`. So no moment lets more than `max` hits through in any `windowMs`, edges included.
   */
  async hit(key: string, limit: Limit): Promise<Hit> {
    const window = await this.window(key, limit);
    const room = await this.room(window, limit);
    const { bucket, keepUntil } = window;
    // Slots are handed out in turn, so the hits this process serves at once never race for one.
    for (let slot = this.peek(bucket); slot <= room; slot = this.peek(bucket)) {
      this.remember(this.lastTaken, bucket, slot);
      if (await this.claim(bucket, slot, keepUntil)) return this.allowed(window, limit);
    }
    // Before refusing, count: slots may have been freed since (by another replica, or an
    // operator), and then the first free one is taken. A full window is remembered as full.
    const counted = await this.collection.countDocuments({ bucket });
    if (counted < room) {
      for (let slot = 1; slot <= room; slot++) {
        if (await this.claim(bucket, slot, keepUntil)) return this.allowed(window, limit);
      }
    }
    this.remember(this.lastTaken, bucket, Math.max(counted, room));
    return { allowed: false, retryAfterSeconds: await this.waitSeconds(window, limit, counted) };
  }

  /** The slot after the last one handed out here. */
  private peek(bucket: string): number {
    return (this.lastTaken.get(bucket) ?? 0) + 1;
  }

  private remember(map: Map<string, number>, bucket: string, value: number): void {
    if (map.size >= MAX_REMEMBERED_BUCKETS) map.clear();
    map.set(bucket, value);
  }

  /** How many slots the window may fill now: `max` less the previous window's weight. */
  private async room(window: Window, limit: Limit): Promise<number> {
    const before = await this.closedCount(window.previous, limit);
    return limit.max - Math.ceil(before * (1 - window.elapsed));
  }

  /**
   * The hits a closed window counted: its highest slot (slots are taken from 1 up), found by
   * `_id` lookups (the only reads FerretDB v1 serves from an index), once per bucket here.
   */
  private async closedCount(bucket: string, limit: Limit): Promise<number> {
    const known = this.closedCounts.get(bucket);
    if (known !== undefined) return known;
    const taken = async (slot: number) =>
      (await this.collection.findOne({ _id: `${bucket}:${slot}` }, { projection: { _id: 1 } })) !==
      null;
    // Most keys had no hit then: one lookup says so.
    let [low, high] = (await taken(1)) ? [1, limit.max] : [0, 0];
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (await taken(mid)) low = mid;
      else high = mid - 1;
    }
    this.remember(this.closedCounts, bucket, low);
    return low;
  }

  private allowed(window: Window, limit: Limit): Hit {
    const end = window.start + limit.windowMs;
    return { allowed: true, retryAfterSeconds: Math.max(1, Math.ceil((end - window.now) / 1000)) };
  }

  /**
   * Until the next hit fits: the previous window's weight falls as the window goes on (room
   * for one more once it is at most `max - (counted + 1)`), else until this window ends.
   */
  private async waitSeconds(window: Window, limit: Limit, counted: number): Promise<number> {
    const before = await this.closedCount(window.previous, limit);
    const spare = limit.max - (counted + 1);
    const share = spare >= 0 && before > 0 ? 1 - spare / before : 1;
    const at = window.start + Math.max(share, window.elapsed) * limit.windowMs;
    return Math.max(1, Math.ceil((at - window.now) / 1000));
  }

  /** Inserts the slot's document: false when it is taken already. */
  private async claim(bucket: string, slot: number, keepUntil: Date): Promise<boolean> {
    return ignoreDuplicate(
      this.collection.insertOne({ _id: `${bucket}:${slot}`, bucket, expiresAt: keepUntil }),
    );
  }

  /** Takes back one hit of the current window (e.g. an attempt that turned out right). */
  async giveBack(key: string, limit: Limit): Promise<void> {
    const { bucket } = await this.window(key, limit);
    const last = this.lastTaken.get(bucket);
    if (
      last !== undefined &&
      (await this.collection.deleteOne({ _id: `${bucket}:${last}` })).deletedCount > 0
    ) {
      // The freed slot is the next one a hit here takes.
      this.lastTaken.set(bucket, last - 1);
      return;
    }
    this.lastTaken.delete(bucket);
    await this.collection.deleteOne({ bucket });
  }

  /** Forgets every hit of the key: this window's and the previous one's. */
  async forget(key: string, limit: Limit): Promise<void> {
    const { bucket, previous } = await this.window(key, limit);
    this.lastTaken.delete(bucket);
    this.closedCounts.set(previous, 0);
    await this.collection.deleteMany({ bucket: { $in: [bucket, previous] } });
  }

  /** Deletes the slots of windows that no longer count (ended a window ago); returns how many. */
  async sweep(): Promise<number> {
    this.lastTaken.clear();
    this.closedCounts.clear();
    const result = await this.collection.deleteMany({ expiresAt: { $lte: await this.now() } });
    return result.deletedCount;
  }

  private async window(key: string, { windowMs }: Limit): Promise<Window> {
    const now = (await this.now()).getTime();
    const start = Math.floor(now / windowMs) * windowMs;
    const hashed = createHash('sha256').update(key).digest('base64url');
    return {
      bucket: `${hashed}:${start}`,
      previous: `${hashed}:${start - windowMs}`,
      keepUntil: new Date(start + 2 * windowMs),
      elapsed: (now - start) / windowMs,
      start,
      now,
    };
  }
}
