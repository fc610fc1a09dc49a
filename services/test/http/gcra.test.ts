// The in-memory limiter of reads (GCRA): `max` hits at once, then one per `windowMs / max`;
// the time is set by the test, never waited out.
import { describe, expect, it } from 'vitest';
import { MemoryLimiter } from '../../src/http/gcra.js';

const LIMIT = { max: 4, windowMs: 60_000 };

function limiterAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, limiter: new MemoryLimiter(() => clock.now) };
}

describe('MemoryLimiter', () => {
  it('lets max hits through at once and refuses the next, with the time to wait', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < LIMIT.max; i++) expect(limiter.hit('a', LIMIT).allowed).toBe(true);
    const refused = limiter.hit('a', LIMIT);
    expect(refused.allowed).toBe(false);
    // One hit's worth drains in windowMs / max.
    expect(refused.retryAfterSeconds).toBe(15);
  });

  it('lets one more in per window / max, never a fresh window of max at an edge', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < LIMIT.max; i++) limiter.hit('a', LIMIT);
    clock.now += 14_999;
    expect(limiter.hit('a', LIMIT).allowed).toBe(false);
    clock.now += 1;
    expect(limiter.hit('a', LIMIT).allowed).toBe(true);
    expect(limiter.hit('a', LIMIT).allowed).toBe(false);
    // A whole window later the count is empty again: max at once.
    clock.now += LIMIT.windowMs;
    for (let i = 0; i < LIMIT.max; i++) expect(limiter.hit('a', LIMIT).allowed).toBe(true);
    expect(limiter.hit('a', LIMIT).allowed).toBe(false);
  });

  it('counts each key apart, and a refusal counts nothing', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 10; i++) limiter.hit('a', LIMIT);
    expect(limiter.hit('b', LIMIT).allowed).toBe(true);
    // The six refusals did not push a's count further: one slot back after one interval.
    clock.now += 15_000;
    expect(limiter.hit('a', LIMIT).allowed).toBe(true);
  });

  it('peeks without counting', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 10; i++) expect(limiter.peek('a', LIMIT).allowed).toBe(true);
    for (let i = 0; i < LIMIT.max; i++) limiter.hit('a', LIMIT);
    expect(limiter.peek('a', LIMIT).allowed).toBe(false);
  });

  it('holds to max per window over any stretch of steady calls', () => {
    const { clock, limiter } = limiterAt();
    let allowed = 0;
    // A call every second for ten windows: at most max at first plus one per interval.
    for (let second = 0; second < 600; second++) {
      if (limiter.hit('a', LIMIT).allowed) allowed++;
      clock.now += 1000;
    }
    expect(allowed).toBeLessThanOrEqual(LIMIT.max + 600_000 / (LIMIT.windowMs / LIMIT.max));
    expect(allowed).toBeGreaterThanOrEqual(40);
  });
});
