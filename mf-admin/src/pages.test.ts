/**
 * The admin pages' first service calls, which the shell's boot script asks for beside the
 * page's files (`firstRead` in the page registry), are the very requests the pages make:
 * otherwise each page asks again and the early answer is wasted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import type { ContentKind } from '@minesite/shared/contract';
import { makeStore } from '@minesite/shared/store';
import { contentAdminApi } from './features/content-admin/api';
import { settingsApi } from './features/settings/api';
import { registry } from './pages';

afterEach(() => vi.unstubAllGlobals());

/** The URL of the first request `dispatch` makes. */
async function firstRequest(dispatch: (store: ReturnType<typeof makeStore>) => unknown) {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  const fetch = vi.fn(
    async (_request: Request) =>
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  await dispatch(makeStore());
  return fetch.mock.calls[0]![0].url;
}

const firstReadOf = (path: string) =>
  `http://api.test${registry.pages.find((page) => page.path === path)!.firstRead!.path}`;

describe('an admin page’s first read', () => {
  it('is the settings page’s read of the settings', async () => {
    const url = await firstRequest((store) =>
      store.dispatch(settingsApi.endpoints.siteSettings.initiate()),
    );
    expect(url).toBe(firstReadOf('/admin/settings'));
  });

  it.each([
    ['/admin/news', 'news'],
    ['/admin/jobs', 'jobs'],
    ['/admin/team', 'team'],
    ['/admin/data-centres', 'data-centres'],
    ['/admin/contact-details', 'contact-details'],
    ['/admin/rules', 'rules'],
  ] as [string, ContentKind][])('is %s’s read of its items', async (path, kind) => {
    const url = await firstRequest((store) =>
      store.dispatch(contentAdminApi.endpoints.adminContent.initiate(kind)),
    );
    expect(url).toBe(firstReadOf(path));
  });
});
