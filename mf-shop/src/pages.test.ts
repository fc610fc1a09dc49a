/**
 * The shop's first service call, which the shell's boot script asks for beside the page's code
 * (`firstRead` in the page registry), is the very request the shop page makes when the address
 * has no filters: otherwise the page asks again and the early answer is wasted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import { makeStore } from '@minesite/shared/store';
import { NO_FILTERS, shopQuery } from './features/shop/shop-filters';
import { productsApi } from './lib/products-api';
import { registry } from './pages';

afterEach(() => vi.unstubAllGlobals());

describe('the shop page’s first read', () => {
  it('is the request the page makes with no filters', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    const fetch = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 10 }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(productsApi.endpoints.products.initiate(shopQuery(NO_FILTERS)));

    const shop = registry.pages.find((page) => page.path === '/shop')!;
    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe(`http://api.test${shop.firstRead!.path}`);
    expect(request.credentials).toBe('include');
  });
});
