import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from '@module-federation/enhanced/runtime';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zh from '../../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import type { PageModule } from './page-module';
import { RemoteRetryContext, isUnavailablePage } from './remote-fallback';
import { fallbackPagePlugin, transientRetryPlugin, versionSkewPlugin } from './runtime-plugins';
import { RemoteVersionSkewError } from './version-skew';

const noWait = () => Promise.resolve();
const MANIFEST = 'http://localhost:1/mf-manifest.json';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A host with the shell's plugins and one remote, as registerSiteRemotes sets it up. */
function host(name: string) {
  const instance = createInstance({
    name,
    remotes: [],
    plugins: [transientRetryPlugin({ wait: noWait }), fallbackPagePlugin()],
  });
  instance.registerRemotes([{ name: 'mf_shop', entry: MANIFEST }]);
  return instance;
}

describe('the runtime with the shell plugins', () => {
  it('retries a manifest it cannot reach, then hands over the fallback page', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const page = await host('host_down').loadRemote<PageModule>('mf_shop/ShopPage');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST, expect.anything());
    expect(page && isUnavailablePage(page)).toBe(true);
  });

  it('hands over the fallback page for a remote the site does not name', async () => {
    const page = await host('host_unknown').loadRemote<PageModule>('mf_nowhere/Page');
    expect(page && isUnavailablePage(page)).toBe(true);
  });
});

/** A remote's mf-manifest.json, as its build writes it, sharing React at `react`. */
function manifestSharing(react: { version: string; requiredVersion: string }) {
  return {
    id: 'mf_shop',
    name: 'mf_shop',
    metaData: {
      name: 'mf_shop',
      globalName: 'mf_shop',
      buildInfo: { buildVersion: '0.1.0', buildName: '@minesite/mf-shop' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [{ id: 'mf_shop:react', name: 'react', singleton: true, ...react, assets: {} }],
    remotes: [],
    exposes: [{ id: 'mf_shop:ShopPage', name: 'ShopPage', path: './ShopPage', assets: {} }],
  };
}

describe('a remote built against another major of a shared singleton', () => {
  /** The shell's runtime: it provides React 19 and accepts remotes built against ^19. */
  function shellHost(name: string) {
    const instance = createInstance({
      name,
      remotes: [],
      shared: {
        react: {
          version: '19.3.1',
          lib: () => ({}),
          shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
        },
      },
      plugins: [transientRetryPlugin({ wait: noWait }), versionSkewPlugin(), fallbackPagePlugin()],
    });
    instance.registerRemotes([{ name: 'mf_shop', entry: MANIFEST }]);
    return instance;
  }

  it('is refused before its code loads: its fallback page, the reason logged', async () => {
    const manifest = manifestSharing({ version: '18.3.1', requiredVersion: '^18.0.0' });
    const fetchMock = vi.fn(() => Promise.resolve(Response.json(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // the runtime's own note
    const page = await shellHost('host_skew').loadRemote<PageModule>('mf_shop/ShopPage');
    expect(page && isUnavailablePage(page)).toBe(true);
    // Only the manifest was asked for: the remote's entry script never ran.
    expect(fetchMock).toHaveBeenCalledOnce();
    const cause = vi.mocked(console.error).mock.calls[0]?.[1];
    expect(cause).toBeInstanceOf(RemoteVersionSkewError);
    expect(String(cause)).toContain(
      'mf_shop is refused, its shared singletons do not match: react: built against 18.3.1, ' +
        'the shell provides 19.3.1 and accepts ^19.0.0',
    );
  });

  it('lets a remote built against the same major through', async () => {
    const origin = shellHost('host_same_major');
    const args = {
      options: origin.options,
      moduleInfo: { name: 'mf_shop', entry: MANIFEST },
      manifestJson: manifestSharing({ version: '19.0.0', requiredVersion: '^19.0.0' }),
      manifestUrl: MANIFEST,
      remoteSnapshot: {},
      from: 'manifest',
    } as never;
    expect(await versionSkewPlugin().loadRemoteSnapshot!(args)).toBe(args);
  });
});

describe('the fallback page', () => {
  it('says so in the visitor’s language and retries through RemotePage', async () => {
    const module = await fallbackPagePlugin().errorLoadRemote!({
      id: 'mf_shop/ShopPage',
      error: new Error('down'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: createInstance({ name: 'host_fallback', remotes: [] }),
    });
    const Page = (module as PageModule).default;
    const retry = vi.fn();
    render(
      <IntlProvider locale="zh-CN" messages={zh}>
        <RemoteRetryContext value={retry}>
          <Page />
        </RemoteRetryContext>
      </IntlProvider>,
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(zh['remote.unavailable.title']);
    fireEvent.click(screen.getByRole('button', { name: zh['common.retry'] }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('leaves the earlier stages alone: they expect a manifest or request arguments', async () => {
    const origin = createInstance({ name: 'host_stages', remotes: [] });
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const) {
      const answer = await fallbackPagePlugin().errorLoadRemote!({
        id: MANIFEST,
        error: new Error('x'),
        from: 'runtime',
        lifecycle,
        origin,
      });
      expect(answer).toBeUndefined();
    }
  });
});

describe('transientRetryPlugin', () => {
  const fetchThrough = (...replies: (Response | Error)[]) => {
    const fetchMock = vi.fn(() => {
      const reply = replies.shift()!;
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };
  const manifest = () => transientRetryPlugin({ wait: noWait }).fetch!(MANIFEST, {});

  it('asks again after a network error or a transient status', async () => {
    const ok = new Response('{}', { status: 200 });
    const fetchMock = fetchThrough(
      new TypeError('Failed to fetch'),
      new Response('', { status: 503 }),
      ok,
    );
    expect(await manifest()).toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not ask again for an answer that will not change', async () => {
    const missing = new Response('', { status: 404 });
    const fetchMock = fetchThrough(missing);
    expect(await manifest()).toBe(missing);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after three tries', async () => {
    const fetchMock = fetchThrough(...[1, 2, 3].map(() => new TypeError('Failed to fetch')));
    await expect(manifest()).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('loads a remote entry script again when it failed to load', async () => {
    const entry = { get: vi.fn(), init: vi.fn() };
    const globalLoading: Record<string, unknown> = { 'mf_shop:entry': Promise.resolve() };
    const getRemoteEntry = vi
      .fn()
      .mockImplementationOnce(() => {
        expect(globalLoading).toEqual({});
        return Promise.reject(new Error('ScriptNetworkError'));
      })
      .mockResolvedValueOnce(entry);
    const recovered = await transientRetryPlugin({ wait: noWait }).loadEntryError!({
      getRemoteEntry,
      globalLoading,
      uniqueKey: 'mf_shop:entry',
      origin: createInstance({ name: 'host_entry', remotes: [] }),
      remoteInfo: { name: 'mf_shop', entry: MANIFEST } as never,
    } as never);
    expect(recovered).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
