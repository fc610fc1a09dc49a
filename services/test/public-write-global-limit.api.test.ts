// On top of the per-client limit, each public write route takes at most
// PUBLIC_WRITE_GLOBAL_LIMIT calls per window from all clients together, counted in the
// database: many addresses at once cannot fill it either. Past it, 429 with Retry-After.
import { describe, expect, it } from 'vitest';
import { apiInFreshWindows } from './support/fresh-windows.js';

const GLOBAL_LIMIT = 5;
const WINDOW_SECONDS = 3600;
const site = apiInFreshWindows('public_write_global_limit', WINDOW_SECONDS, {
  PUBLIC_WRITE_LIMIT: '20',
  PUBLIC_WRITE_GLOBAL_LIMIT: String(GLOBAL_LIMIT),
  PUBLIC_WRITE_WINDOW_SECONDS: String(WINDOW_SECONDS),
  TRUST_PROXY: 'true',
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
      Array.from({ length: 30 }, (_, n) =>
        site.api.call('POST', '/api/contacts', lead(n), from(n)),
      ),
    );

    const accepted = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(accepted).toHaveLength(GLOBAL_LIMIT);
    expect(refused).toHaveLength(30 - GLOBAL_LIMIT);
    for (const reply of refused) {
      expect(reply.body.code).toBe('rate_limited');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await site.api.db.collection('contacts').countDocuments()).toBe(GLOBAL_LIMIT);
  });

  it('counts each route apart', async () => {
    for (let n = 0; n < GLOBAL_LIMIT; n++) {
      expect((await site.api.call('POST', '/api/contacts', lead(n), from(n))).status).toBe(201);
    }
    expect((await site.api.call('POST', '/api/contacts', lead(99), from(99))).status).toBe(429);

    const consultation = { name: 'Ana', email: 'ana@example.es', message: 'Gas at the well' };
    const other = await site.api.call('POST', '/api/power-consultations', consultation, from(99));
    expect(other.status).toBe(201);
  });
});
