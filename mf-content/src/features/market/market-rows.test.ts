import { describe, expect, it } from 'vitest';
import type { MarketRow } from '@minesite/shared/contract';
import { DEFAULT_MARKET_SORT, nextSort, visibleRows } from './market-rows';

const row = (name: string, symbol: string, priceUsd: number, change24hPct = 0): MarketRow => ({
  id: name.toLowerCase(),
  symbol,
  name,
  priceUsd,
  marketCapUsd: priceUsd * 1000,
  volume24hUsd: priceUsd * 10,
  change24hPct,
});
const rows = [
  row('Bitcoin', 'BTC', 99_000, 2),
  row('Ethereum', 'ETH', 3300, -1),
  row('Bitcoin Cash', 'BCH', 450, 5),
  row('Dogecoin', 'DOGE', 0.36, -3),
];
const names = (list: MarketRow[]) => list.map((r) => r.name);

describe('the market list', () => {
  it('starts with the largest market cap first', () => {
    expect(names(visibleRows(rows, '', DEFAULT_MARKET_SORT))).toEqual([
      'Bitcoin',
      'Ethereum',
      'Bitcoin Cash',
      'Dogecoin',
    ]);
  });

  it('finds coins by name or symbol, in any case, ignoring spaces around', () => {
    expect(names(visibleRows(rows, ' bitcoin ', DEFAULT_MARKET_SORT))).toEqual([
      'Bitcoin',
      'Bitcoin Cash',
    ]);
    expect(names(visibleRows(rows, 'doge', DEFAULT_MARKET_SORT))).toEqual(['Dogecoin']);
    expect(names(visibleRows(rows, 'Eth', DEFAULT_MARKET_SORT))).toEqual(['Ethereum']);
    expect(visibleRows(rows, 'xyz', DEFAULT_MARKET_SORT)).toEqual([]);
  });

  it('sorts by any column, flipping the order when the same column is chosen again', () => {
    const byChange = nextSort(DEFAULT_MARKET_SORT, 'change24hPct');
    expect(byChange).toEqual({ key: 'change24hPct', direction: 'desc' });
    expect(names(visibleRows(rows, '', byChange))).toEqual([
      'Bitcoin Cash',
      'Bitcoin',
      'Ethereum',
      'Dogecoin',
    ]);
    const flipped = nextSort(byChange, 'change24hPct');
    expect(flipped.direction).toBe('asc');
    expect(names(visibleRows(rows, '', flipped))[0]).toBe('Dogecoin');

    const byName = nextSort(flipped, 'name');
    expect(byName).toEqual({ key: 'name', direction: 'asc' });
    expect(names(visibleRows(rows, '', byName))).toEqual([
      'Bitcoin',
      'Bitcoin Cash',
      'Dogecoin',
      'Ethereum',
    ]);
  });

  it('leaves the rows it was given in their order', () => {
    const copy = [...rows];
    visibleRows(rows, '', nextSort(DEFAULT_MARKET_SORT, 'name'));
    expect(rows).toEqual(copy);
  });
});
