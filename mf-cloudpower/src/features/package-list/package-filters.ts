/**
 * The package list's filters: package mode, miner model,
 * package period and show-discounted, kept in the page's address so that back keeps them.
 */
import type { ProductQuery } from '@minesite/shared/contract';
import { PACKAGE_MODES, type PackageMode } from '@minesite/shared/catalog';

/** The periods a package runs, and `permanent`. */
export const PERIOD_FILTERS = ['30', '180', '365', '730', '1095', '1825', 'permanent'] as const;
export type PeriodFilter = (typeof PERIOD_FILTERS)[number];

export interface PackageFilters {
  mode: PackageMode | 'all';
  minerModel: string;
  period: PeriodFilter | 'all';
  discounted: boolean;
  page: number;
}

export const PAGE_SIZE = 20;

/**
 * Every package, unfiltered (the service's largest page): the filter bar's miner models, and
 * the unfiltered first page too, which is its first PAGE_SIZE items (one order, sortOrder then
 * id, for every page size). So a first visit makes one read, the page's `firstRead`.
 */
export const ALL_PACKAGES = {
  category: 'cloud-package',
  pageSize: 100,
} as const satisfies ProductQuery;

/** Whether the filters' page is the start of ALL_PACKAGES: no filter, the first page. */
export function isFirstUnfilteredPage(filters: PackageFilters): boolean {
  return paramsFromFilters(filters).toString() === '';
}

export function filtersFromParams(params: URLSearchParams): PackageFilters {
  const mode = params.get('mode');
  const period = params.get('period');
  const page = Number(params.get('page'));
  return {
    mode: (PACKAGE_MODES as readonly string[]).includes(mode ?? '') ? (mode as PackageMode) : 'all',
    minerModel: params.get('minerModel')?.trim().slice(0, 100) || 'all',
    period: (PERIOD_FILTERS as readonly string[]).includes(period ?? '')
      ? (period as PeriodFilter)
      : 'all',
    discounted: params.get('discounted') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function paramsFromFilters(filters: PackageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.mode !== 'all') params.set('mode', filters.mode);
  if (filters.minerModel !== 'all') params.set('minerModel', filters.minerModel);
  if (filters.period !== 'all') params.set('period', filters.period);
  if (filters.discounted) params.set('discounted', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The catalog query of the filters (GET /api/products). */
export function productQueryOf(filters: PackageFilters): ProductQuery {
  return {
    category: 'cloud-package',
    ...(filters.mode !== 'all' ? { mode: filters.mode } : {}),
    ...(filters.minerModel !== 'all' ? { minerModel: filters.minerModel } : {}),
    ...(filters.period !== 'all'
      ? { period: filters.period === 'permanent' ? 'permanent' : Number(filters.period) }
      : {}),
    ...(filters.discounted ? { discounted: 'true' as const } : {}),
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}

/** The miner models offered in the filter: those of every package, in order of first use. */
export function minerModelsOf(packages: readonly { specs: { minerModel: string } }[]): string[] {
  return [...new Set(packages.map((pkg) => pkg.specs.minerModel))];
}
