// Fixed-window rate limits kept in the database, so that every replica of the service counts
// the same hits. A hit claims the next free numbered slot of its key's current window by
// inserting `{ _id: <bucket>:<n> }`: an insert into the unique _id is atomic on MongoDB and on
// FerretDB v1 alike (whose `$inc` is not: two increments at once can both write the same
// count). So no burst, however parallel, gets more than `max` hits through, and a window never
// holds more than `max` documents. Windows are measured on the database's clock; closed ones
// are deleted by a sweep (FerretDB v1 has no TTL indexes).
//
// A hit takes the slot after the last one this process handed out, so an allowed hit is one
// insert by `_id`: FerretDB v1 answers only `_id` lookups from an index (a query on `bucket`
// reads the whole collection, every hit of every client in the window), and hits in flight at
// once do not walk the same taken slots. Only a refusal counts the bucket, in case another
// replica or an operator has freed slots since.
//
// These count the writes and the logins. The limits of reads (lookupLimit) count in memory
// instead (gcra.ts): a read that wrote a slot would cost a write per read. So does the write
// limit of a route whose own rule already caps, in the database, what a client can hold across
// replicas (replicaRateLimit: the order creation, capped by its open-order slots).
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Context, Middleware } from 'koa';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../db/collections.js';
import { ignoreDuplicate } from '../db/duplicate-key.js';
import { databaseServer } from '../db/database-server.js';
import { HttpError, TooManyRequestsError } from './errors.js';
import { MemoryLimiter, type Clock } from './gcra.js';

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

/** Buckets whose last taken slot is remembered; past this, the memory starts afresh. */
const MAX_REMEMBERED_BUCKETS = 10_000;

export class RateLimiter {
  private readonly collection: Collection<RateLimitDocument>;
  /** The last slot this process handed out, per bucket: the next hit takes the one after. */
  private readonly lastTaken = new Map<string, number>();
  /** The database server's clock (replicas agree on windows), unless one is given (tests). */
  private readonly now: () => Promise<Date>;

  constructor(db: Db, now?: () => Promise<Date>) {
    this.now = now ?? (() => databaseServer(db).now());
    this.collection = getCollection(db, rateLimitsCollection);
  }

  /** Counts one hit of `key` in its current window; refused once `max` hits were counted. */
  async hit(key: string, limit: Limit): Promise<Hit> {
    const { bucket, expiresAt, retryAfterSeconds } = await this.window(key, limit);
    // Slots are handed out in turn, so the hits this process serves at once never race for one.
    for (let slot = this.nextSlot(bucket); slot <= limit.max; slot = this.nextSlot(bucket)) {
      if (await this.claim(bucket, slot, expiresAt)) return { allowed: true, retryAfterSeconds };
    }
    // Before refusing, count: slots may have been freed since (by another replica, or an
    // operator), and then the first free one is taken. A full window is remembered as full.
    const counted = await this.collection.countDocuments({ bucket });
    this.lastTaken.set(bucket, limit.max);
    if (counted < limit.max) {
      for (let slot = 1; slot <= limit.max; slot++) {
        if (await this.claim(bucket, slot, expiresAt)) return { allowed: true, retryAfterSeconds };
      }
    }
    return { allowed: false, retryAfterSeconds };
  }

  /** The slot after the last one handed out here (taken as handed out). */
  private nextSlot(bucket: string): number {
    const slot = (this.lastTaken.get(bucket) ?? 0) + 1;
    if (this.lastTaken.size >= MAX_REMEMBERED_BUCKETS) this.lastTaken.clear();
    this.lastTaken.set(bucket, slot);
    return slot;
  }

  /** Inserts the slot's document: false when it is taken already. */
  private async claim(bucket: string, slot: number, expiresAt: Date): Promise<boolean> {
    return ignoreDuplicate(
      this.collection.insertOne({ _id: `${bucket}:${slot}`, bucket, expiresAt }),
    );
  }

  /**
   * Whether `key`'s current window is full, without counting a hit: slots are taken from the
   * first one up (and only whole windows are swept), so the last slot taken means all are.
   */
  async isFull(key: string, limit: Limit): Promise<Hit> {
    const { bucket, retryAfterSeconds } = await this.window(key, limit);
    const last = await this.collection.findOne({ _id: `${bucket}:${limit.max}` });
    return { allowed: last === null, retryAfterSeconds };
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

  /** Forgets every hit of the current window. */
  async forget(key: string, limit: Limit): Promise<void> {
    const { bucket } = await this.window(key, limit);
    this.lastTaken.delete(bucket);
    await this.collection.deleteMany({ bucket });
  }

  /** Deletes the slots of closed windows; returns how many. */
  async sweep(): Promise<number> {
    this.lastTaken.clear();
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
  return addressKey(ctx.ip);
}

/**
 * One spelling per client: an IPv4 address as it is (also when written IPv4-mapped, as a
 * dual-stack socket or a proxy may give it), an IPv6 address as its /64 in lowercase without
 * leading zeros, so that `2001:DB8:0:1::5` and `2001:db8::1:0:0:0:7` are the same client.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = '', tail] = address.split('::');
  const left = parse(head);
  const right = parse(tail ?? '');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/**
 * Limits one route per client: past `limit.max` calls in the window, 429 with `Retry-After`
 * (code `rate_limited`; the pages show it in the visitor's language). With `globalLimit`, the
 * route's calls from every client together are counted too (a call the per-client limit
 * refused is not), so many addresses at once cannot fill the database either: past it, 429
 * (same code, so the pages show the same message) with `Retry-After`.
 */
export function rateLimit(
  db: Db,
  route: string,
  limit: Limit | LimitSource,
  globalLimit?: Limit | LimitSource,
  now?: () => Promise<Date>,
): Middleware {
  const limiter = new RateLimiter(db, now);
  return async function limitRate(ctx, next) {
    const hit = await limiter.hit(`route\n${route}\n${clientKey(ctx)}`, await limitOf(limit));
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
    if (globalLimit) {
      const all = await limiter.hit(`route-all\n${route}`, await limitOf(globalLimit));
      if (!all.allowed) throw tooManyForEveryone(all.retryAfterSeconds);
    }
    await next();
  };
}

/**
 * `rateLimit`'s counts kept in this replica's memory (GCRA, http/gcra.ts): no database round
 * trip on the call. For a route whose own rule caps in the database what one client can hold
 * (the order creation: OPEN_ORDERS_PER_CLIENT open orders, counted across replicas): this limit
 * then only paces calls, and behind N replicas a client spreading its calls over all of them
 * gets at most N times `limit`, and all clients together N times `globalLimit`. Same replies as
 * `rateLimit` (429, code `rate_limited`, Retry-After).
 */
export function replicaRateLimit(
  route: string,
  limit: Limit | LimitSource,
  globalLimit?: Limit | LimitSource,
  clock?: Clock,
): Middleware {
  const limiter = new MemoryLimiter(clock);
  return async function limitRateInMemory(ctx, next) {
    const hit = limiter.hit(`route\n${route}\n${clientKey(ctx)}`, await limitOf(limit));
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
    if (globalLimit) {
      const all = limiter.hit(`route-all\n${route}`, await limitOf(globalLimit));
      if (!all.allowed) throw tooManyForEveryone(all.retryAfterSeconds);
    }
    await next();
  };
}

/** A limit read per call (the settings page's, modules/settings): a change applies at once. */
export type LimitSource = () => Promise<Limit>;

const limitOf = (limit: Limit | LimitSource) =>
  typeof limit === 'function' ? limit() : Promise.resolve(limit);

export interface LookupLimits {
  /** Calls per client and window, found or not: generous, a visitor's polling stays far below. */
  reads: Limit;
  /** Calls per client and window that found nothing (404): few, guessing ids needs many. */
  misses: Limit;
}

/**
 * Limits the calls that name a record by an id which is all a caller needs (an order id is a
 * bearer key), per client: `limits.reads` calls, of which `limits.misses` may find nothing.
 * Past either, 429 with `Retry-After` (code `rate_limited`). A client whose misses are used up
 * is refused before the lookup, so the refusal says nothing about whether the id exists. The
 * misses are counted once they happen; calls under way at once may pass the count, and the
 * reads limit bounds those. `name` names the counters, shared by the routes that use it.
 *
 * Counted in this replica's memory (http/gcra.ts): a read must not write. `_db` is unused; it
 * stays while callers pass it.
 */
export function lookupLimit(
  _db: Db,
  name: string,
  limits: LookupLimits,
  clock?: Clock,
): Middleware {
  const limiter = new MemoryLimiter(clock);
  return async function limitLookups(ctx, next) {
    const client = clientKey(ctx);
    const missKey = `lookup-misses\n${name}\n${client}`;
    const misses = limiter.peek(missKey, limits.misses);
    if (!misses.allowed) throw tooManyRequests(misses.retryAfterSeconds);
    const read = limiter.hit(`lookups\n${name}\n${client}`, limits.reads);
    if (!read.allowed) throw tooManyRequests(read.retryAfterSeconds);
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) limiter.hit(missKey, limits.misses);
      throw error;
    }
  };
}

function tooManyForEveryone(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many requests to this form right now. Try again in ${retryAfterSeconds} seconds.`,
    { code: 'rate_limited', headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

export function tooManyRequests(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many requests from this address. Try again in ${retryAfterSeconds} seconds.`,
    { code: 'rate_limited', headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}
