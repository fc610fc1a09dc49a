/**
 * The shop's filters and the page address: every filter lives in the query
 * string, so a filtered list can be shared and survives a reload. Values outside the fixed sets
 * are ignored (an old or hand-edited link shows the unfiltered list, never an error). Other
 * query keys (the home swipe's `view`) are left as they are.
 */
import {
  ALGORITHMS,
  COINS,
  COOLING_TYPES,
  HASHRATE_BANDS,
  POWER_BANDS,
  PRICE_BANDS,
  type Algorithm,
  type Coin,
  type CoolingType,
} from '@minesite/shared/catalog';
import type { ProductQuery } from '@minesite/shared/contract';

export interface ShopFilters {
  /** Search in the miner's name. */
  q: string;
  algorithm: Algorithm | null;
  coin: Coin | null;
  cooling: CoolingType | null;
  /** A band of TH/s, `50-100`. */
  hashrate: string | null;
  /** A band of W, `1000-2000`. */
  power: string | null;
  /** A band of CNY, `10000-20000`. */
  price: string | null;
  page: number;
}

/** The choice filters, in the order the filter panel shows them. */
export const CHOICE_FILTERS = {
  algorithm: ALGORITHMS,
  coin: COINS,
  cooling: COOLING_TYPES,
  hashrate: HASHRATE_BANDS,
  power: POWER_BANDS,
  price: PRICE_BANDS,
} as const satisfies Record<string, readonly string[]>;
export type ChoiceFilter = keyof typeof CHOICE_FILTERS;
export const CHOICE_FILTER_KEYS = Object.keys(CHOICE_FILTERS) as ChoiceFilter[];

export const NO_FILTERS: ShopFilters = {
  q: '',
  algorithm: null,
  coin: null,
  cooling: null,
  hashrate: null,
  power: null,
  price: null,
  page: 1,
};

/** Miners per page of the list. */
export const SHOP_PAGE_SIZE = 10;
const MAX_SEARCH = 100;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

export function readShopFilters(params: URLSearchParams): ShopFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    algorithm: oneOf(ALGORITHMS, params.get('algorithm')),
    coin: oneOf(COINS, params.get('coin')),
    cooling: oneOf(COOLING_TYPES, params.get('cooling')),
    hashrate: oneOf(HASHRATE_BANDS, params.get('hashrate')),
    power: oneOf(POWER_BANDS, params.get('power')),
    price: oneOf(PRICE_BANDS, params.get('price')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query for `filters`: a copy of `params` with the shop's keys replaced. */
export function writeShopFilters(params: URLSearchParams, filters: ShopFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const q = filters.q.trim().slice(0, MAX_SEARCH);
  const entries: [string, string | null][] = [
    ['q', q || null],
    ...CHOICE_FILTER_KEYS.map((key): [string, string | null] => [key, filters[key]]),
    ['page', filters.page > 1 ? String(filters.page) : null],
  ];
  for (const [key, value] of entries) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The service's query for `filters` (GET /api/products); unset filters are left out. */
export function shopQuery(filters: ShopFilters, pageSize = SHOP_PAGE_SIZE): ProductQuery {
  const query: ProductQuery = { category: 'miner', page: filters.page, pageSize };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.algorithm) query.algorithm = filters.algorithm;
  if (filters.coin) query.coin = filters.coin;
  if (filters.cooling) query.cooling = filters.cooling;
  if (filters.hashrate) query.hashrate = filters.hashrate;
  if (filters.power) query.power = filters.power;
  if (filters.price) query.price = filters.price;
  return query;
}

/** How many choice filters are set (the filter button's count). */
export function activeFilterCount(filters: ShopFilters): number {
  return CHOICE_FILTER_KEYS.filter((key) => filters[key] !== null).length;
}

/** A change of any filter starts again at the first page. */
export function withFilter<K extends ChoiceFilter | 'q'>(
  filters: ShopFilters,
  key: K,
  value: ShopFilters[K],
): ShopFilters {
  return { ...filters, [key]: value, page: 1 };
}
