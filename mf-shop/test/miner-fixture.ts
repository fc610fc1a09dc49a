import type { ProductOf } from '@minesite/shared/contract';

const text = (value: string) => ({ zh: value, en: value, es: value, ru: value });

/** A miner as the catalog answers it. */
export function minerFixture(overrides: Partial<ProductOf<'miner'>> = {}): ProductOf<'miner'> {
  return {
    id: '1',
    category: 'miner',
    name: text('Antminer S19 XP 141T'),
    description: text('The whole machine'),
    images: [],
    price: 16800,
    currency: 'CNY',
    soldOut: false,
    sortOrder: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    specs: {
      algorithm: 'SHA-256',
      coin: 'BTC',
      hashrateTh: 141,
      powerW: 3031,
      cooling: 'air',
      chip: 'BM1366',
      size: '400 × 195 × 290 mm',
      weightKg: 14.5,
      noiseDb: 75,
      efficiencyJPerTh: 21.5,
      code: 'S19XP',
      warrantyMonths: 12,
    },
    ...overrides,
  };
}
