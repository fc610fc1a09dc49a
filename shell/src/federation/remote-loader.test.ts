/**
 * A page's remote is loaded only once the manifest the HTML's boot script fetched is in the
 * runtime's cache: a load before that would ask the remote's server for it a second time.
 */
import { describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn(async () => ({ default: () => null }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ loadRemote, registerPlugins: vi.fn(), registerRemotes: vi.fn() }),
}));

const { awaitFirstPaintManifests, loadRemotePage, registerSiteRemotes } =
  await import('./remote-loader');

describe('loading a remote page', () => {
  it('waits for the boot script’s manifests, then loads the page', async () => {
    registerSiteRemotes({ mf_shop: 'http://cdn.test/mf-manifest.json' } as never);
    let adopt!: () => void;
    awaitFirstPaintManifests(new Promise<void>((resolve) => (adopt = resolve)));

    const page = loadRemotePage('mf_shop', './ShopPage');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadRemote).not.toHaveBeenCalled();

    adopt();
    expect((await page).default).toBeTypeOf('function');
    expect(loadRemote).toHaveBeenCalledWith('mf_shop/ShopPage');
  });
});
