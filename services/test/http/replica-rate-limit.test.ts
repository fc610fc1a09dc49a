// The write limit counted in a replica's memory (the order creation's): the same replies as the
// database's count, time set by the test. Each replica counts apart: behind N replicas a
// client may get N times the limit, which the open-order slots (in the database) bound.
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { replicaRateLimit } from '../../src/http/rate-limit.js';
import { HttpError } from '../../src/http/errors.js';

const PER_CLIENT = { max: 3, windowMs: 60_000 };
const GLOBAL = { max: 5, windowMs: 60_000 };

function replica(clock: { now: number }) {
  const limit = replicaRateLimit('POST /api/orders', PER_CLIENT, GLOBAL, () => clock.now);
  return async (ip: string) => {
    try {
      await limit({ ip } as Context, async () => undefined);
      return { status: 200, retryAfter: null as string | null, code: '' };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { status: error.status, retryAfter: error.headers['Retry-After']!, code: error.code };
    }
  };
}

describe('replicaRateLimit', () => {
  it('lets a client max calls at once, then one per window / max, with Retry-After', async () => {
    const clock = { now: 1_000_000 };
    const call = replica(clock);
    for (let i = 0; i < PER_CLIENT.max; i++) expect((await call('192.0.2.1')).status).toBe(200);
    expect(await call('192.0.2.1')).toEqual({
      status: 429,
      retryAfter: '20',
      code: 'rate_limited',
    });
    clock.now += 19_999;
    expect((await call('192.0.2.1')).status).toBe(429);
    clock.now += 1;
    expect((await call('192.0.2.1')).status).toBe(200);
    expect((await call('192.0.2.1')).status).toBe(429);
  });

  it('caps all clients together, and a call the client limit refused is not counted there', async () => {
    const clock = { now: 1_000_000 };
    const call = replica(clock);
    for (let i = 0; i < PER_CLIENT.max + 2; i++) await call('192.0.2.9');
    const others = [];
    for (let n = 1; n <= 4; n++) others.push((await call(`203.0.113.${n}`)).status);
    // 3 of the first client and 2 others fill the 5; the rest are refused for everyone.
    expect(others).toEqual([200, 200, 429, 429]);
    clock.now += GLOBAL.windowMs;
    expect((await call('203.0.113.4')).status).toBe(200);
  });

  it('counts on each replica apart: behind two, a client gets twice the limit', async () => {
    const clock = { now: 1_000_000 };
    const [a, b] = [replica(clock), replica(clock)];
    const seen = [];
    for (let i = 0; i < PER_CLIENT.max + 1; i++) seen.push((await a('192.0.2.2')).status);
    for (let i = 0; i < PER_CLIENT.max + 1; i++) seen.push((await b('192.0.2.2')).status);
    expect(seen).toEqual([200, 200, 200, 429, 200, 200, 200, 429]);
  });
});
