import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifestUrl, pagesJsonUrl, REGISTRIES, serveSite } from '../../test/fake-site';
import { findPage } from './find-route';
import { currentRouteTable, loadRoutes, retryFailedRoutes } from './route-store';

const REMOTES = Object.fromEntries(REGISTRIES.map(({ remote }) => [remote, manifestUrl(remote)]));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the routes read when the shell starts', () => {
  it('come from the pages.json beside each remote’s manifest', async () => {
    const site = serveSite();
    const table = await loadRoutes(REMOTES);
    expect(findPage(table, '/calculator').kind).toBe('remote');
    for (const { remote } of REGISTRIES) expect(site.asked(pagesJsonUrl(remote))).toBe(1);
  });

  it('take what the boot script fetched instead of asking again', async () => {
    const site = serveSite();
    const shop = REGISTRIES.find((r) => r.remote === 'mf_shop')!;
    await loadRoutes(REMOTES, (url) =>
      url === pagesJsonUrl('mf_shop') ? Promise.resolve(shop) : undefined,
    );
    expect(site.asked(pagesJsonUrl('mf_shop'))).toBe(0);
    expect(findPage(currentRouteTable(), '/shop').kind).toBe('remote');
  });

  it('refuse a file that is another remote’s registry', async () => {
    serveSite();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const content = REGISTRIES.find((r) => r.remote === 'mf_content')!;
    const table = await loadRoutes(REMOTES, (url) =>
      url === pagesJsonUrl('mf_shop') ? Promise.resolve(content) : undefined,
    );
    expect(table.failed).toEqual(['mf_shop']);
  });

  it('miss only a failed remote’s routes, which a retry reads again', async () => {
    serveSite({ down: ['mf_shop'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const table = await loadRoutes(REMOTES);
    expect(findPage(table, '/shop')).toEqual({ kind: 'unavailable', remote: 'mf_shop' });
    expect(findPage(table, '/team').kind).toBe('remote');

    const site = serveSite(); // the shop's server is back
    await retryFailedRoutes();
    expect(findPage(currentRouteTable(), '/shop').kind).toBe('remote');
    expect(site.asked(pagesJsonUrl('mf_shop'))).toBe(1);
    expect(site.asked(pagesJsonUrl('mf_content'))).toBe(0);
  });
});
