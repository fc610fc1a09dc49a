/**
 * The app's side of the boot script's hand-off: the page's manifest it fetched goes into the
 * Module Federation runtime's cache (so the runtime does not ask again), and a missing part is
 * fetched by the app itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_KEY, type FirstPaintHandoff } from './first-paint-ids';
import { adoptFirstPaintFetches, firstPaintHandoff, siteConfig } from './handoff';

const runtime = vi.hoisted(() => ({ instance: undefined as unknown }));
vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => runtime.instance }));

let cache: Map<string, unknown>;
beforeEach(() => {
  cache = new Map();
  runtime.instance = { snapshotHandler: { manifestCache: cache } };
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[HANDOFF_KEY];
  vi.unstubAllGlobals();
});

const handoffWith = (manifests: Record<string, Promise<unknown>>): FirstPaintHandoff => ({
  registries: {},
  manifests,
});

describe('adoptFirstPaintFetches', () => {
  it('puts each manifest the boot script fetched into the runtime’s cache under its address', async () => {
    const handoff = handoffWith({
      'http://shop.test/mf-manifest.json': Promise.resolve({ name: 'mf_shop' }),
    });
    await adoptFirstPaintFetches(handoff);
    expect(cache.get('http://shop.test/mf-manifest.json')).toEqual({ name: 'mf_shop' });
    expect(handoff.manifests).toEqual({});
  });

  it('leaves out one that failed (the runtime asks for it and shows the fallback if it must)', async () => {
    const failed = Promise.reject(new Error('503'));
    await adoptFirstPaintFetches(handoffWith({ 'http://shop.test/mf-manifest.json': failed }));
    expect(cache.has('http://shop.test/mf-manifest.json')).toBe(false);
  });

  it('keeps a manifest the runtime has already', async () => {
    cache.set('http://shop.test/mf-manifest.json', { name: 'newer' });
    const handoff = handoffWith({
      'http://shop.test/mf-manifest.json': Promise.resolve({ name: 'older' }),
    });
    await adoptFirstPaintFetches(handoff);
    expect(cache.get('http://shop.test/mf-manifest.json')).toEqual({ name: 'newer' });
  });

  it('does nothing without the runtime’s cache', async () => {
    runtime.instance = undefined;
    const manifest = { name: 'mf_shop' };
    const handoff = handoffWith({ 'http://shop.test/mf-manifest.json': Promise.resolve(manifest) });
    await expect(adoptFirstPaintFetches(handoff)).resolves.toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('the site config at the start', () => {
  const config = {
    apiBaseUrl: 'http://api.test',
    remotes: { mf_shop: 'http://shop.test/mf-manifest.json' },
    navTabs: [],
    vitalsSampleRate: 0,
  };

  it('is the boot script’s when it fetched it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    (window as unknown as Record<string, unknown>)[HANDOFF_KEY] = {
      config: Promise.resolve(config),
    };
    expect(await siteConfig(firstPaintHandoff())).toEqual(config);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is fetched by the app when the boot script installed its hand-off but never set it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(config)));
    vi.stubGlobal('fetch', fetch);
    (window as unknown as Record<string, unknown>)[HANDOFF_KEY] = { registries: {} };
    expect(await siteConfig(firstPaintHandoff())).toEqual(config);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
