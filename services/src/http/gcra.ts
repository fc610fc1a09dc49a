// Per-client limits counted in this process's memory, with the generic cell rate algorithm
// (GCRA, as in ATM networks and redis-cell): one number per client, the theoretical arrival
// time of its next hit. `max` hits may come at once; after that one more per `windowMs / max`.
// So a client is held to `max` per window without fixed windows (no burst of twice the limit
// across a window's edge, no cliff where every client starts afresh at once).
//
// Memory, not the database: a limit on reads must cost no round trip, or every read becomes a
// write. Each replica counts the clients it serves, so behind N replicas a client spreading its
// calls over all of them gets at most N times the limit; the limits this serves are generous
// ceilings on polling and on guessing ids, and the pace of order creations, whose open-order
// slots cap what a client holds across replicas, where that is acceptable.
import type { Hit, Limit } from './rate-limiter.js';

/** Milliseconds since the epoch; injected, so that tests set the time instead of waiting. */
export type Clock = () => number;

/** Clients remembered at most; past it, the idle ones are forgotten, then the oldest. */
const MAX_CLIENTS = 100_000;

export class MemoryLimiter {
  /** Per key: the time at which its count is back to zero (its theoretical arrival time). */
  private readonly due = new Map<string, number>();

  constructor(private readonly clock: Clock = Date.now) {}

  /** Counts one hit of `key`; refused (and not counted) once `limit.max` are in flight. */
  hit(key: string, limit: Limit): Hit {
    const now = this.clock();
    const check = this.check(key, limit, now);
    if (check.allowed) this.remember(key, check.next, now);
    return check;
  }

  /** Whether a hit of `key` would be allowed now, counting nothing. */
  peek(key: string, limit: Limit): Hit {
    return this.check(key, limit, this.clock());
  }

  private check(key: string, { max, windowMs }: Limit, now: number) {
    const interval = windowMs / max;
    const next = Math.max(this.due.get(key) ?? now, now) + interval;
    // Allowed while the count, with this hit, is within `max` hits' worth of the window.
    const over = next - now - windowMs;
    const allowed = over <= 1e-6;
    return {
      allowed,
      next,
      // A refusal: when one hit's worth has drained; else how long until the count is empty.
      retryAfterSeconds: Math.max(1, Math.ceil((allowed ? next - now : over) / 1000)),
    };
  }

  private remember(key: string, next: number, now: number) {
    if (!this.due.has(key) && this.due.size >= MAX_CLIENTS) this.forgetIdle(now);
    this.due.delete(key);
    this.due.set(key, next);
  }

  /** Drops the keys whose count is back to zero; if none is, the least recently counted. */
  private forgetIdle(now: number) {
    for (const [key, due] of this.due) if (due <= now) this.due.delete(key);
    if (this.due.size < MAX_CLIENTS) return;
    const drop = Math.ceil(MAX_CLIENTS / 10);
    let dropped = 0;
    for (const key of this.due.keys()) {
      if (dropped++ >= drop) break;
      this.due.delete(key);
    }
  }

  /** Keys remembered (for tests). */
  get size(): number {
    return this.due.size;
  }
}
