/**
 * This remote's first service calls, which the shell's boot script asks for beside the page's
 * code (`firstRead` in the page registry), are the very requests the pages make when the
 * address has no query: otherwise the page asks again and the early answer is wasted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import type { ProductQuery } from '@minesite/shared/contract';
import { makeStore } from '@minesite/shared/store';
import {
  ALL_PACKAGES,
  filtersFromParams,
  isFirstUnfilteredPage,
} from './features/package-list/package-filters';
import { catalogApi } from './lib/catalog-api';
import { AI_POWER_LIST, eventList, GPU_PLAN_LIST, HOSTING_LIST } from './lib/category-lists';
import { registry } from './pages';

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['/mining-power', ALL_PACKAGES],
  ['/cloud-pricing', GPU_PLAN_LIST],
  ['/hosting', HOSTING_LIST],
  ['/ai-miner', AI_POWER_LIST],
  ['/ai-power-buy', AI_POWER_LIST],
  ['/ai-power-auction', eventList('auction')],
  ['/draw', eventList('draw')],
] as [string, ProductQuery][])('the first read of %s', (path, query) => {
  it('is the request the page makes with no query', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    const fetch = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 20 }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await makeStore().dispatch(catalogApi.endpoints.cloudpowerProducts.initiate(query));

    const page = registry.pages.find((p) => p.path === path)!;
    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe(`http://api.test${page.firstRead!.path}`);
    expect(request.credentials).toBe('include');
  });
});

describe('the package list', () => {
  it('shows its unfiltered first page from the one read of every package', () => {
    expect(isFirstUnfilteredPage(filtersFromParams(new URLSearchParams()))).toBe(true);
  });

  it('asks the service for a filtered list or a later page', () => {
    expect(isFirstUnfilteredPage(filtersFromParams(new URLSearchParams('page=2')))).toBe(false);
    expect(isFirstUnfilteredPage(filtersFromParams(new URLSearchParams('mode=classic')))).toBe(
      false,
    );
  });
});
