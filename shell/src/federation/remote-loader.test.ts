/**
 * A page's remote is loaded only once the manifest the HTML's boot script fetched is in the
 * runtime's cache: a load before that would ask the remote's server for it a second time. The
 * page's code runs in a task after its files arrived, and a page whose code throws is the
 * fallback page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUnavailablePage } from './remote-fallback';

const loadRemote = vi.fn<(id: string, options?: unknown) => Promise<unknown>>(async () => ({
  default: () => null,
}));
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
    expect(loadRemote.mock.calls[0]?.[0]).toBe('mf_shop/ShopPage');
  });

  describe('the page’s code', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('runs in a task after its files arrived', async () => {
      vi.useFakeTimers();
      const page = { default: () => null };
      const factory = vi.fn(() => page);
      loadRemote.mockResolvedValueOnce(factory);
      registerSiteRemotes({ mf_shop: 'http://cdn.test/mf-manifest.json' } as never);
      awaitFirstPaintManifests(Promise.resolve());

      const loading = loadRemotePage('mf_shop', './ShopPage');
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(loadRemote).toHaveBeenCalled();
      expect(factory).not.toHaveBeenCalled();

      await vi.runAllTimersAsync();
      expect(await loading).toBe(page);
      expect(factory).toHaveBeenCalledOnce();
    });

    it('that throws as it runs gives the fallback page', async () => {
      loadRemote.mockResolvedValueOnce(() => {
        throw new Error('the page broke');
      });
      registerSiteRemotes({ mf_shop: 'http://cdn.test/mf-manifest.json' } as never);
      awaitFirstPaintManifests(Promise.resolve());

      expect(isUnavailablePage(await loadRemotePage('mf_shop', './ShopPage'))).toBe(true);
    });
  });
});
