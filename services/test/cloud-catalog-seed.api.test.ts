// The cloud power seed as a visitor's pages read it: packages, GPU plans,
// hosting sites and the draw examples, through GET /api/products with the list's filters.
import type { Product, ProductOf } from '@minesite/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('cloud_seed', { seed: true });
});
afterAll(() => api.close());

async function list<C extends Product['category']>(query: string): Promise<ProductOf<C>[]> {
  const reply = await api.call('GET', `/api/products?${query}&pageSize=100`);
  expect(reply.status).toBe(200);
  return reply.body.items as ProductOf<C>[];
}
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('cloud hash power packages', () => {
  it('the 30-day trial: 10 TH/s at 9.5 CNY per T on a 141 TH/s, 3031 W, 21.5 J/T miner', async () => {
    const [trial] = await list<'cloud-package'>('category=cloud-package&period=30');
    expect(trial?.specs).toMatchObject({
      hashrateOptionsTh: [10],
      pricePerT: 9.5,
      powerFeePerTPerDay: 0.2105,
      historicalYieldBtcPerTPerDay: 0.00000052,
      startWithinHours: 24,
      miner: { hashrateTh: 141, powerW: 3031, efficiencyJPerTh: 21.5 },
    });
  });

  it('both modes, every period and a permanent one, some discounted, one sold out', async () => {
    const all = await list<'cloud-package'>('category=cloud-package');
    expect(new Set(all.map((p) => p.specs.mode))).toEqual(new Set(['classic', 'accelerated']));
    expect(new Set(all.map((p) => p.specs.periodDays))).toEqual(
      new Set([30, 180, 365, 730, 1095, 1825, null]),
    );
    expect(all.filter((p) => p.soldOut)).toHaveLength(1);
    for (const p of all.filter((p) => p.specs.periodDays !== 30)) {
      expect(p.specs.hashrateOptionsTh).toEqual([50, 100, 200, 500]);
      expect(p.specs.pricePerT <= 88).toBe(true);
    }
    const discounted = await list<'cloud-package'>('category=cloud-package&discounted=true');
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((p) => p.specs.pricePerT < 88)).toBe(true);
    expect(new Set(all.map((p) => p.specs.minerModel)).size).toBeGreaterThan(3);
    expect(ids(await list('category=cloud-package&period=permanent&mode=accelerated'))).toEqual([
      'cloud-accelerated-permanent',
    ]);
  });
});

it('GPU plans carry the hourly, monthly and member prices the site states', async () => {
  const plans = await list<'gpu-plan'>('category=gpu-plan');
  const prices = Object.fromEntries(
    plans.map((p) => [
      p.specs.gpuModel,
      [
        p.specs.hourlyPrice,
        p.specs.monthlyPrice,
        p.specs.memberHourlyPrice,
        p.specs.memberMonthlyPrice,
      ],
    ]),
  );
  expect(prices).toEqual({
    'RTX 2080Ti': [0.59, 425, 0.52, 374],
    'RTX 3090': [1.55, 890, 1.36, 783],
    'RTX 4090': [2.24, 1250, 1.97, 1100],
    'Tesla T4': [null, 359, null, 315],
    'Tesla V100S': [null, 800, null, 705],
  });
  expect(plans.find((p) => p.specs.gpuModel === 'RTX 4090')?.specs.cpuCores).toBe(12);
});

it('hosting sites: Russia 5.8 ¢ from 10 units, Alberta 6.5 and the US 6.9 from 50', async () => {
  const sites = await list<'hosting-site'>('category=hosting-site');
  expect(sites.map((s) => [s.name.en, s.specs.pricePerKwhCents, s.specs.minUnits])).toEqual([
    ['Russia', 5.8, 10],
    ['Alberta, Canada', 6.5, 50],
    ['United States', 6.9, 50],
  ]);
});

it('the draw examples: 30,000 units at 15 USD per T; 2,000 units at 3,750 USD; times in UTC+8', async () => {
  const draws = await list<'draw'>('category=draw');
  expect(
    draws.map((d) => [d.specs.units, d.price, d.currency, d.specs.priceUnit, d.specs.state]),
  ).toEqual(
    expect.arrayContaining([
      [30000, 15, 'USD', 'T', 'ended'],
      [2000, 3750, 'USD', 'unit', 'sold'],
    ]),
  );
  for (const item of [...draws, ...(await list<'auction'>('category=auction'))]) {
    expect(item.specs.startsAt.endsWith('+08:00')).toBe(true);
  }
});
