import { describe, expect, it } from 'vitest';
import { HASHRATE_BANDS, POWER_BANDS, PRICE_BANDS, parseBand } from '@minesite/shared/catalog';
import {
  NO_FILTERS,
  activeFilterCount,
  readShopFilters,
  shopQuery,
  withFilter,
  writeShopFilters,
  type ShopFilters,
} from './shop-filters';

const read = (query: string) => readShopFilters(new URLSearchParams(query));
const write = (filters: ShopFilters, query = '') =>
  writeShopFilters(new URLSearchParams(query), filters).toString();

describe('the shop filter bands', () => {
  it('are the spec bands, each a closed range the service can read', () => {
    expect(HASHRATE_BANDS).toEqual(['0-50', '50-100', '100-150', '150-200']);
    expect(POWER_BANDS).toEqual(['0-1000', '1000-2000', '2000-3000', '3000-4000', '4000-5000']);
    expect(PRICE_BANDS).toEqual([
      '0-10000',
      '10000-20000',
      '20000-30000',
      '30000-40000',
      '40000-50000',
    ]);
    for (const band of [...HASHRATE_BANDS, ...POWER_BANDS, ...PRICE_BANDS]) {
      expect(parseBand(band)).not.toBeNull();
    }
  });
});

describe('filters ↔ address', () => {
  const all: ShopFilters = {
    q: 'S21 Hyd',
    algorithm: 'SHA-256',
    coin: 'BTC',
    cooling: 'liquid',
    hashrate: '150-200',
    power: '4000-5000',
    price: '30000-40000',
    page: 2,
  };

  it('round-trips every filter through the query string', () => {
    expect(read(write(all))).toEqual(all);
    for (const band of HASHRATE_BANDS) {
      expect(read(write({ ...NO_FILTERS, hashrate: band })).hashrate).toBe(band);
    }
    for (const band of POWER_BANDS) {
      expect(read(write({ ...NO_FILTERS, power: band })).power).toBe(band);
    }
    for (const band of PRICE_BANDS) {
      expect(read(write({ ...NO_FILTERS, price: band })).price).toBe(band);
    }
  });

  it('writes only what is set, and keeps the keys of others (the home view)', () => {
    expect(write(NO_FILTERS)).toBe('');
    expect(write({ ...NO_FILTERS, coin: 'LTC' }, 'view=shop&page=3')).toBe('view=shop&coin=LTC');
    expect(write({ ...NO_FILTERS, q: '  Antminer ' })).toBe('q=Antminer');
  });

  it('ignores values outside the fixed sets', () => {
    expect(
      read('algorithm=md5&coin=btc&cooling=oil&hashrate=0-60&power=abc&price=-5&page=-2'),
    ).toEqual(NO_FILTERS);
  });

  it('starts again at page 1 when a filter changes', () => {
    expect(withFilter({ ...NO_FILTERS, page: 4 }, 'algorithm', 'Scrypt')).toEqual({
      ...NO_FILTERS,
      algorithm: 'Scrypt',
    });
  });
});

describe('the service query', () => {
  it('asks for miners with the set filters only', () => {
    expect(shopQuery(NO_FILTERS, 10)).toEqual({ category: 'miner', page: 1, pageSize: 10 });
    expect(
      shopQuery({ ...NO_FILTERS, q: ' S19 ', coin: 'BTC', price: '10000-20000', page: 3 }, 10),
    ).toEqual({
      category: 'miner',
      q: 'S19',
      coin: 'BTC',
      price: '10000-20000',
      page: 3,
      pageSize: 10,
    });
  });

  it('counts the choice filters that are set', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, q: 'x', cooling: 'air', power: '0-1000' })).toBe(2);
  });
});
