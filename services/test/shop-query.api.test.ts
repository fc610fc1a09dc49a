// What the shop's pages ask the catalog for: the miner list exactly as /shop queries it (its
// page size, its filters from the address), and the seeded containers, natural gas power and
// water cooling with the spec's figures.
import type { Product } from '@minesite/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('shop-query', { seed: true });
});
afterAll(() => api.close());

type Of<C extends Product['category']> = Extract<Product, { category: C }>;

async function list<C extends Product['category']>(query: string): Promise<Of<C>[]> {
  const reply = await api.call('GET', `/api/products?${query}`);
  expect(reply.status).toBe(200);
  return reply.body.items as Of<C>[];
}
const names = (items: Product[]) => items.map((item) => item.name.en);

describe('the shop list', () => {
  it('pages the miners ten at a time, as /shop shows them', async () => {
    const first = await api.call('GET', '/api/products?category=miner&page=1&pageSize=10');
    const second = await api.call('GET', '/api/products?category=miner&page=2&pageSize=10');
    expect(first.body).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(second.body.items).toHaveLength(3);
    const ids = [...first.body.items, ...second.body.items].map((item: Product) => item.id);
    expect(new Set(ids).size).toBe(13);
  });

  it('answers the address of a filtered shop with only what matches every filter', async () => {
    const query =
      'category=miner&algorithm=SHA-256&hashrate=100-150&power=2000-3000&price=10000-20000';
    expect(names(await list(`${query}&page=1&pageSize=10`))).toEqual(['Antminer S19k Pro 120T']);
    const searched = await list<'miner'>('category=miner&q=S21&page=1&pageSize=10');
    expect(names(searched).sort()).toEqual([
      'Antminer S21 195T',
      'Antminer S21 Hydro 335T',
      'Antminer S21+ Hydro 319T',
    ]);
    expect(await list('category=miner&cooling=liquid&hashrate=100-150')).toEqual([]);
  });

  it('refuses a band the shop does not offer, naming the filter', async () => {
    const reply = await api.call('GET', '/api/products?category=miner&hashrate=0-60');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('hashrate');
  });
});

describe('the seeded containers', () => {
  it('are the 20 ft for 162 miners at 32,999 EUR and the 40 ft for 324 at 63,998 EUR', async () => {
    const containers = await list<'container'>('category=container');
    expect(
      containers.map((c) => [c.specs.sizeFt, c.specs.minerSlots, c.price, c.currency]),
    ).toEqual([
      [20, 162, 32999, 'EUR'],
      [40, 324, 63998, 'EUR'],
    ]);
    for (const container of containers) {
      expect(container.specs).toMatchObject({ maxPowerKw: 600, voltageV: 400, phases: 3 });
      expect(container.specs.options.map((option) => option.price)).toEqual([
        400, 4000, 15000, 2200, 1200, 800,
      ]);
      expect(container.specs.includedItems.length).toBeGreaterThan(0);
    }
  });
});

describe('the seeded natural gas power', () => {
  it('groups the AP-250N as basic, engine, generator set and generator with the spec figures', async () => {
    const sets = await list<'gas-generator'>('category=gas-generator');
    const ap250n = sets.find((set) => set.specs.model === 'AP-250N')!;
    expect(ap250n.specs.groups.map((group) => group.group)).toEqual([
      'basic',
      'engine',
      'generatorSet',
      'generator',
    ]);
    const values = ap250n.specs.groups.flatMap((group) => group.rows.map((row) => row.value));
    for (const value of ['250 kW', '300 kW', '50 / 60 Hz', '400 V / 480 V', 'UL, CSA, ETL']) {
      expect(values).toContain(value);
    }
    const row = (label: string) =>
      ap250n.specs.groups.flatMap((g) => g.rows).find((r) => r.label.en.startsWith(label))?.value;
    expect(row('Warranty')).toBe('2 / 5000');
    expect(row('Maintenance interval')).toBe('500');
    expect(row('Altitude')).toBe('< 2000');

    const slots = (model: string) =>
      sets
        .find((set) => set.specs.model === model)!
        .specs.groups.flatMap((g) => g.rows)
        .find((r) => r.label.en === 'Miner slots')?.value;
    expect(slots('AP-50F')).toBe('140');
    expect(slots('AP-50Hyd')).toBe('96');
    const standard = sets.find((set) => set.name.en.includes('40 ft'))!;
    const standardValues = standard.specs.groups.flatMap((g) => g.rows.map((r) => r.value));
    expect(standardValues).toEqual(expect.arrayContaining(['500 kW', '> 20,000 kW']));
  });
});

describe('the seeded water cooling', () => {
  it('runs on three-phase 380-415 V, with chillers sized above 1.5 times the equipment', async () => {
    const gear = await list<'water-cooling'>('category=water-cooling');
    expect(gear.length).toBeGreaterThanOrEqual(3);
    for (const item of gear) {
      expect(item.specs.rows.map((r) => r.value)).toContain('3~ 380–415 V');
    }
    const chiller = gear.find((item) => item.name.en.startsWith('Chiller'))!;
    expect(chiller.specs.rows.map((r) => r.value)).toContain('> 1.5 ×');
  });
});
