import { describe, expect, it } from 'vitest';
import type { ProductOf } from '@minesite/shared/contract';
import { machinesFitting, optionsTotal } from './container-quote';

const name = { zh: 'x', en: 'x', es: 'x', ru: 'x' };
const container = {
  id: 'container-20ft',
  category: 'container',
  name,
  description: name,
  images: [],
  price: 32999,
  currency: 'EUR',
  soldOut: false,
  sortOrder: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  specs: {
    sizeFt: 20,
    minerSlots: 162,
    maxPowerKw: 600,
    voltageV: 400,
    phases: 3,
    includedItems: [],
    options: [
      { id: 'filter-set', name, price: 400 },
      { id: 'transformer', name, price: 15000 },
      { id: 'fire-suppression', name, price: 1200 },
    ],
  },
} satisfies ProductOf<'container'>;

describe('container quote', () => {
  it('adds the chosen options to the container price', () => {
    expect(optionsTotal(container, new Set())).toBe(32999);
    expect(optionsTotal(container, new Set(['filter-set', 'fire-suppression']))).toBe(34599);
    expect(optionsTotal(container, new Set(['unknown']))).toBe(32999);
  });

  it('fills a container with as many machines as its slots and power allow', () => {
    // 162 × 3031 W = 491 kW: every slot.
    expect(machinesFitting({ minerSlots: 162, maxPowerKw: 600 }, 3031)).toBe(162);
    // 324 slots but 600 kW: 197 machines of 3031 W.
    expect(machinesFitting({ minerSlots: 324, maxPowerKw: 600 }, 3031)).toBe(197);
  });
});
