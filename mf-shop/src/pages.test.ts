/**
 * The shop's first service calls, which the shell's boot script asks for beside the page's code
 * (`firstRead` in the page registry), are the very requests the pages make when the address
 * has no query: otherwise the page asks again and the early answer is wasted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import { fillParams } from '@minesite/shared/federation/route-match';
import type { ProductQuery } from '@minesite/shared/contract';
import { makeStore } from '@minesite/shared/store';
import { NO_FILTERS, shopQuery } from './features/shop/shop-filters';
import { CONTAINER_LIST, COOLING_LIST, GENERATOR_LIST } from './lib/category-lists';
import { productsApi } from './lib/products-api';
import { registry } from './pages';

afterEach(() => vi.unstubAllGlobals());

/** The requests the store sends, answered with `body`. */
function recordFetches(body: unknown) {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  const fetch = vi.fn(
    async (_request: Request) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const firstReadOf = (path: string) => registry.pages.find((page) => page.path === path)!.firstRead!;

describe.each([
  ['/shop', shopQuery(NO_FILTERS)],
  ['/container', CONTAINER_LIST],
  ['/cooling', COOLING_LIST],
  ['/natural-power', GENERATOR_LIST],
] as [string, ProductQuery][])('the first read of %s', (path, query) => {
  it('is the request the page makes with no query', async () => {
    const fetch = recordFetches({ items: [], total: 0, page: 1, pageSize: 20 });
    await makeStore().dispatch(productsApi.endpoints.products.initiate(query));

    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe(`http://api.test${firstReadOf(path).path}`);
    expect(request.credentials).toBe('include');
  });
});

describe('the first read of a product’s page', () => {
  it('is the page’s read of the product its address names', async () => {
    const fetch = recordFetches({});
    await makeStore().dispatch(productsApi.endpoints.product.initiate('7'));

    const firstRead = firstReadOf('/product/:id');
    expect(fetch.mock.calls[0]![0].url).toBe(
      `http://api.test${fillParams(firstRead.path, '/product/:id', '/product/7')}`,
    );
  });
});
