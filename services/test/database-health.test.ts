// The health probe's database answer: shared by calls at once, reused while fresh, asked again
// once stale, on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { DatabaseHealth } from '../src/modules/health/routes.js';

describe('the health probe asks the database', () => {
  it('once for calls at the same moment, again only when its answer is stale', async () => {
    let pings = 0;
    let up = true;
    let now = 0;
    const health = new DatabaseHealth(
      async () => {
        pings += 1;
        return up;
      },
      () => now,
      250,
    );

    expect(await Promise.all([health.answers(), health.answers(), health.answers()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(pings).toBe(1);

    now = 249;
    up = false;
    expect(await health.answers()).toBe(true);
    expect(pings).toBe(1);

    now = 250;
    expect(await health.answers()).toBe(false);
    expect(pings).toBe(2);
  });
});
