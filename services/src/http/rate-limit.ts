// Fixed-window rate limits kept in the database, so that every replica of the service counts
// the same hits. A hit claims the next free numbered slot of its key's current window by
// inserting `{ _id: <bucket>:<n> }`: an insert into the unique _id is atomic on MongoDB and on
// FerretDB v1 alike (whose `$inc` is not: two increments at once can both write the same
// count). So no burst, however parallel, gets more than `max` hits through, and a window never
// holds more than `max` documents. Windows are measured on the database's clock; closed ones
// are deleted by a sweep (FerretDB v1 has no TTL indexes).
import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import { defineCollection, getCollection } from '../db/collections.js';
import { databaseServer } from '../db/database-server.js';
import { TooManyRequestsError } from './errors.js';

export interface RateLimitDocument {
  /** `<bucket>:<slot>`: slot 1 to max of one key's window. */
  _id: string;
  /** A hash of the key (no address or username in clear) and the window's start. */
  bucket: string;
  /** The end of the window; swept afterwards. */
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

export class RateLimiter {
  private readonly collection: Collection<RateLimitDocument>;

  constructor(
    db: Db,
    private readonly now: () => Promise<Date> = () => databaseServer(db).now(),
  ) {
    this.collection = getCollection(db, rateLimitsCollection);
  }

  /** Counts one hit of `key` in its current window; refused once `max` hits were counted. */
  async hit(key: string, limit: Limit): Promise<Hit> {
    const { bucket, expiresAt, retryAfterSeconds } = await this.window(key, limit);
    const counted = await this.collection.countDocuments({ bucket });
    for (let slot = counted + 1; slot <= limit.max; slot++) {
      try {
        await this.collection.insertOne({ _id: `${bucket}:${slot}`, bucket, expiresAt });
        return { allowed: true, retryAfterSeconds };
      } catch (error) {
        // Another hit took this slot at the same moment: try the next one.
        if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
      }
    }
    return { allowed: false, retryAfterSeconds };
  }

  /** Takes back one hit of the current window (e.g. an attempt that turned out right). */
  async giveBack(key: string, limit: Limit): Promise<void> {
    const { bucket } = await this.window(key, limit);
    await this.collection.deleteOne({ bucket });
  }

  /** Forgets every hit of the current window. */
  async forget(key: string, limit: Limit): Promise<void> {
    const { bucket } = await this.window(key, limit);
    await this.collection.deleteMany({ bucket });
  }

  /** Deletes the slots of closed windows; returns how many. */
  async sweep(): Promise<number> {
    const result = await this.collection.deleteMany({ expiresAt: { $lte: await this.now() } });
    return result.deletedCount;
  }

  private async window(key: string, { windowMs }: Limit) {
    const now = (await this.now()).getTime();
    const start = Math.floor(now / windowMs) * windowMs;
    const end = start + windowMs;
    const hashed = createHash('sha256').update(key).digest('base64url');
    return {
      bucket: `${hashed}:${start}`,
      expiresAt: new Date(end),
      retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
    };
  }
}

/**
 * The client a limit counts: its address as Koa reads it (with TRUST_PROXY, the address the
 * trusted proxies saw, see app.ts). IPv6 clients are counted per /64, the block one subscriber
 * usually holds, so that walking through one's own addresses does not reset the count.
 */
export function clientKey(ctx: Context): string {
  const address = ctx.ip.replace(/^::ffff:/, '');
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

/**
 * Limits one route per client: past `limit.max` calls in the window, 429 with `Retry-After`
 * (code `rate_limited`; the pages show it in the visitor's language).
 */
export function rateLimit(db: Db, route: string, limit: Limit): Middleware {
  const limiter = new RateLimiter(db);
  return async function limitRate(ctx, next) {
    const hit = await limiter.hit(`route\n${route}\n${clientKey(ctx)}`, limit);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
    await next();
  };
}

export function tooManyRequests(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many requests from this address. Try again in ${retryAfterSeconds} seconds.`,
    { code: 'rate_limited', headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}
