// The limits of the routes: public writes and logins counted in the database on every replica
// (rate-limiter.ts, sliding windows), reads and the order creation counted in each replica's
// memory (gcra.ts): a read that wrote a slot would cost a write per read, and the order
// creation's own rule already caps, in the database, what a client holds across replicas (its
// open-order slots).
import type { Middleware } from 'koa';
import type { Db } from 'mongodb';
import { clientKey } from './client-key.js';
import { HttpError, TooManyRequestsError } from './errors.js';
import { MemoryLimiter, type Clock } from './gcra.js';
import { RateLimiter, type Limit } from './rate-limiter.js';

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
