// The shell's Core Web Vitals beacon: bad beacons are refused with a reason, good ones (sent as
// navigator.sendBeacon sends them, text/plain) are counted in the Prometheus histogram.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_BODY_MAX_BYTES } from '@minesite/shared/contract';
import { VITALS_CLIENT_LIMIT } from '../src/modules/vitals/routes.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('vitals');
});
afterAll(() => api.close());

const report = {
  remote: 'mf_shop',
  route: '/shop/product/:id',
  metrics: [
    { name: 'LCP', value: 1830 },
    { name: 'CLS', value: 0.04 },
    { name: 'TTFB', value: 420 },
  ],
};

/** What navigator.sendBeacon sends for a string: text/plain. */
function beacon(body: string) {
  return fetch(`${api.baseUrl}/api/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });
}

/** The value of the histogram's series with these labels (0 before any observation). */
async function sample(suffix: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`${api.baseUrl}/api/metrics`)).text();
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (l) => l.startsWith(`minesite_web_vitals_${suffix}{`) && pairs.every((p) => l.includes(p)),
    );
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const page = { remote: 'mf_shop', route: '/shop/product/:id' };
const lcpCount = () => sample('count', { ...page, metric: 'LCP' });

describe('POST /api/vitals', () => {
  it('counts a good beacon in the histogram, by remote, route and metric', async () => {
    const before = await lcpCount();
    const good = await sample('bucket', { ...page, metric: 'LCP', le: '2500' });
    const fast = await sample('bucket', { ...page, metric: 'LCP', le: '1800' });

    const reply = await beacon(JSON.stringify(report));

    expect(reply.status).toBe(204);
    expect(await lcpCount()).toBe(before + 1);
    // 1830 ms is within the 2.5 s threshold, not within 1.8 s.
    expect(await sample('bucket', { ...page, metric: 'LCP', le: '2500' })).toBe(good + 1);
    expect(await sample('bucket', { ...page, metric: 'LCP', le: '1800' })).toBe(fast);
    expect(await sample('count', { ...page, metric: 'CLS' })).toBeGreaterThanOrEqual(1);
  });

  it('takes JSON too', async () => {
    const reply = await api.call('POST', '/api/vitals', report);
    expect(reply.status).toBe(204);
  });

  it('refuses a beacon that is not JSON, or not a report, naming the reason', async () => {
    const broken = await beacon('{"remote":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'malformed_json' });

    const unknownMetric = await beacon(
      JSON.stringify({ ...report, metrics: [{ name: 'FID', value: 12 }] }),
    );
    expect(unknownMetric.status).toBe(400);
    expect(JSON.stringify(await unknownMetric.json())).toContain('metrics');

    const address = await beacon(JSON.stringify({ ...report, route: '/orders/abc?email=a@b.c' }));
    expect(address.status).toBe(400);

    const extra = await beacon(JSON.stringify({ ...report, userAgent: 'x' }));
    expect(extra.status).toBe(400);
  });

  it('refuses a beacon larger than the cap with 413', async () => {
    const padded = JSON.stringify({ ...report, pad: 'x'.repeat(VITALS_BODY_MAX_BYTES) });
    const reply = await beacon(padded);
    expect(reply.status).toBe(413);
  });

  it('does not count refused beacons', async () => {
    const before = await lcpCount();
    await beacon(JSON.stringify({ ...report, metrics: [{ name: 'LCP', value: -1 }] }));
    expect(await lcpCount()).toBe(before);
  });

  it('limits the beacons of one address (429 with Retry-After)', async () => {
    const replies = [];
    for (let i = 0; i <= VITALS_CLIENT_LIMIT.max; i += 1) {
      replies.push(await beacon(JSON.stringify(report)));
    }
    const refused = replies.find((reply) => reply.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
