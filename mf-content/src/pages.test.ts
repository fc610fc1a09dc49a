/**
 * The market page's first service call, which the shell's boot script asks for beside the
 * page's code (`firstRead` in the page registry), is the very request the page makes: otherwise
 * the page asks again and the early answer is wasted. (The operator's content pages: their
 * own test, features/site-content/first-reads.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import { makeStore } from '@minesite/shared/store';
import { marketApi } from './features/market/api';
import { registry } from './pages';

afterEach(() => vi.unstubAllGlobals());

describe('the first read of /currency', () => {
  it('is the market page’s read of the market', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    const fetch = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({}), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await makeStore().dispatch(marketApi.endpoints.market.initiate());

    const currency = registry.pages.find((page) => page.path === '/currency')!;
    expect(fetch.mock.calls[0]![0].url).toBe(`http://api.test${currency.firstRead!.path}`);
  });
});
