import type { MarketRow } from '@minesite/shared/contract';

export const MARKET_SORT_KEYS = [
  'name',
  'priceUsd',
  'marketCapUsd',
  'volume24hUsd',
  'change24hPct',
] as const;
export type MarketSortKey = (typeof MARKET_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface MarketSort {
  key: MarketSortKey;
  direction: SortDirection;
}

/** Largest market cap first, as the provider ranks them. */
export const DEFAULT_MARKET_SORT: MarketSort = { key: 'marketCapUsd', direction: 'desc' };

/** The next sort after choosing a column: the same column flips, a new one starts A–Z or high–low. */
export function nextSort(current: MarketSort, key: MarketSortKey): MarketSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: key === 'name' ? 'asc' : 'desc' };
}

/** The rows whose name or symbol contains `search` (any case), in the chosen order. */
export function visibleRows(
  rows: readonly MarketRow[],
  search: string,
  sort: MarketSort,
  collator: Intl.Collator = new Intl.Collator(),
): MarketRow[] {
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? rows.filter(
        (row) =>
          row.name.toLowerCase().includes(needle) || row.symbol.toLowerCase().includes(needle),
      )
    : [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return matching.sort((a, b) =>
    sort.key === 'name'
      ? sign * collator.compare(a.name, b.name)
      : sign * (a[sort.key] - b[sort.key]),
  );
}
