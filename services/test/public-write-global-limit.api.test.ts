// On top of the per-client limit, each public write route takes at most
// PUBLIC_WRITE_GLOBAL_LIMIT calls per window from all clients together, counted in the
// database: many addresses at once cannot fill it either. Past it, 429 with Retry-After.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';
import { TestClock } from './support/test-clock.js';

const GLOBAL_LIMIT = 5;
const WINDOW_SECONDS = 3600;
/** The app's clock: each test starts at a window's beginning. */
const clock = new TestClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('public_write_global_limit', {
    now: clock.now,
    env: {
      PUBLIC_WRITE_LIMIT: '20',
      PUBLIC_WRITE_GLOBAL_LIMIT: String(GLOBAL_LIMIT),
      PUBLIC_WRITE_WINDOW_SECONDS: String(WINDOW_SECONDS),
      TRUST_PROXY: 'true',
    },
  });
});
afterAll(() => api.close());
beforeEach(async () => {
  clock.startOfNextWindow(WINDOW_SECONDS * 1000);
  await api.db.collection('rate_limits').deleteMany({});
});

const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
const lead = (n: number) => ({
  title: `Lead ${n}`,
  email: `lead${n}@example.com`,
  message: 'Hosting, please',
});

describe('the global cap of a public write route', () => {
  it('lets 5 of 30 clients in, one call each, and answers the rest 429 with Retry-After', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, n) => api.call('POST', '/api/contacts', lead(n), from(n))),
    );

    const accepted = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(accepted).toHaveLength(GLOBAL_LIMIT);
    expect(refused).toHaveLength(30 - GLOBAL_LIMIT);
    for (const reply of refused) {
      expect(reply.body.code).toBe('rate_limited');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await api.db.collection('contacts').countDocuments()).toBe(GLOBAL_LIMIT);
  });

  it('counts each route apart', async () => {
    for (let n = 0; n < GLOBAL_LIMIT; n++) {
      expect((await api.call('POST', '/api/contacts', lead(n), from(n))).status).toBe(201);
    }
    expect((await api.call('POST', '/api/contacts', lead(99), from(99))).status).toBe(429);

    const consultation = { name: 'Ana', email: 'ana@example.es', message: 'Gas at the well' };
    const other = await api.call('POST', '/api/power-consultations', consultation, from(99));
    expect(other.status).toBe(201);
  });
});
