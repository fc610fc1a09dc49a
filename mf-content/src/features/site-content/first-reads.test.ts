/**
 * The content pages' first service calls, which the shell's boot script asks for beside the
 * page's code (`firstRead` in the page registry), are the very requests the pages make:
 * otherwise each page asks again and the early answer is wasted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import type { ContentKind } from '@minesite/shared/domain';
import { makeStore } from '@minesite/shared/store';
import { registry } from '../../pages';
import { contentApi } from './content-api';

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['the home view', 'data-centres'],
  ['/power', 'news'],
  ['/recruitment', 'jobs'],
  ['/team', 'team'],
  ['/contact', 'contact-details'],
] as [string, ContentKind][])('the first read of %s', (path, kind) => {
  it(`is the page's read of the ${kind}`, async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    const fetch = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ items: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await makeStore().dispatch(contentApi.endpoints.siteContent.initiate(kind));

    const page = registry.pages.find((p) =>
      path === 'the home view' ? p.homeView?.key === 'home' : p.path === path,
    )!;
    expect(fetch.mock.calls[0]![0].url).toBe(`http://api.test${page.firstRead!.path}`);
  });
});
