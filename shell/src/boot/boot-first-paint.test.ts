/**
 * The boot script in the HTML: shows a returning visitor's language and tab before React,
 * preloads what the address's page needs, and hands what it fetched to the app, which asks for
 * none of it again, and fetches itself whatever the boot script did not get to when it stops at
 * any step.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadSrcSet } from '@minesite/shared/domain';
import { FIRST_READS_KEY } from '@minesite/shared/federation';
import sharedEn from '../../../shared/src/i18n/messages/en.json';
import sharedZh from '../../../shared/src/i18n/messages/zh.json';
import shellEn from '../i18n/en.json';
import shellZh from '../i18n/zh.json';
import {
  CARD_SIZES,
  HOME_READ,
  PRODUCTS_READ,
  manifestUrl,
  pagesJsonUrl,
  REGISTRIES,
  serveSite,
} from '../../test/fake-site';
import { SITE_TABS, tabLabel } from '../../test/site-tabs';
import { HANDOFF_KEY, HOME_SWIPE_CHUNK, type BootData } from '../first-paint/first-paint-ids';
import { firstPaintMarkup, firstPaintTexts } from '../first-paint/first-paint-markup';
import { firstPaintHandoff, siteConfig, takeFetchedRegistry } from '../first-paint/handoff';
import { loadRoutes } from '../routing/route-store';
import type * as PublishedPages from '@minesite/shared/federation/published-pages';
import type * as RemoteManifest from '@minesite/shared/federation/remote-manifest';
import type * as FirstPage from '../routing/first-page';
import { bootFirstPaint } from './boot-first-paint';
import { preloadFiles } from './preload';
import type * as PaintLanguage from './paint-language';
import type * as Preload from './preload';

/** The step the next boot throws at (the modules it calls for each, mocked below). */
const { fault, failAt } = vi.hoisted(() => {
  const fault = { step: '' };
  const failAt =
    <A extends unknown[], R>(step: string, real: (...args: A) => R) =>
    (...args: A): R => {
      if (fault.step === step) throw new Error(`boot fault: ${step}`);
      return real(...args);
    };
  return { fault, failAt };
});
vi.mock('./paint-language', async (original) => {
  const real = await original<typeof PaintLanguage>();
  return { ...real, paintLanguage: failAt('paint', real.paintLanguage) };
});
vi.mock('@minesite/shared/federation/published-pages', async (original) => {
  const real = await original<typeof PublishedPages>();
  return { ...real, pagesUrl: failAt('registries', real.pagesUrl) };
});
vi.mock('../routing/first-page', async (original) => {
  const real = await original<typeof FirstPage>();
  return { ...real, firstPage: failAt('route', real.firstPage) };
});
vi.mock('@minesite/shared/federation/remote-manifest', async (original) => {
  const real = await original<typeof RemoteManifest>();
  return { ...real, pageFiles: failAt('manifest', real.pageFiles) };
});
vi.mock('./preload', async (original) => {
  const real = await original<typeof Preload>();
  return { ...real, preloadFiles: failAt('preload', real.preloadFiles) };
});

const zh = firstPaintTexts({ ...sharedZh, ...shellZh }, SITE_TABS, 'zh');
const en = firstPaintTexts({ ...sharedEn, ...shellEn }, SITE_TABS, 'en');
const DATA: BootData = {
  texts: { zh, en },
  navTabs: SITE_TABS,
  chunks: {
    'home-swipe': ['/home-swipe.1.js', '/home-swipe.2.css'],
    'common-messages-en': ['/common-messages-en.4.js'],
    'common-messages-zh': ['/common-messages-zh.6.js'],
  },
  // The shell's files of the shared modules it provides outside its startup chunks.
  shared: {
    'antd-mobile/components/button': ['/13.js', '/14.css'],
    'antd-mobile/components/tag': ['/13.js', '/15.js'],
    'antd-mobile/components/popup': ['/16.js'],
    '@minesite/shared/api': ['/17.js'],
  },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => `${link.as} ${link.getAttribute('href')}`,
  );
const images = () => preloads().filter((link) => link.startsWith('image'));

/** Boots at `address` with the first paint in the page, `en` stored; resolves when it is done. */
async function boot(address: string, locale = 'en') {
  localStorage.setItem('locale', locale);
  window.history.pushState({}, '', address);
  document.body.innerHTML = `<div id="root"></div>${firstPaintMarkup(zh, '中文', SITE_TABS)}`;
  await bootFirstPaint(DATA);
  // The hand-off settles a task later; the pictures come after the service's answer.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  fault.step = '';
});
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[FIRST_READS_KEY];
  delete (window as unknown as Record<string, unknown>)[HANDOFF_KEY];
});

describe('the first paint before React', () => {
  it('shows a returning visitor’s language and the tab of the address', async () => {
    serveSite();
    await boot('/shop');
    const nav = document.querySelector('nav.bottom-nav')!;
    expect(nav.getAttribute('aria-label')).toBe(en['shell.nav.label']);
    expect(document.querySelector('.app-company')!.textContent).toBe(en['app.companyName']);
    expect(document.querySelector('.language-switcher-button')!.textContent).toBe('English');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe(tabLabel('product', 'en'));
  });

  it('marks the tab a page’s registry names when its path is none of the tabs’ entries', async () => {
    serveSite();
    await boot('/product/7');
    const active = document.querySelector('nav.bottom-nav [aria-current="page"]');
    expect(active?.getAttribute('data-fp-tab')).toBe('product');
  });

  it('draws the bar again from a deployment’s config with other tabs, in the visitor’s language', async () => {
    const loyalty = {
      key: 'loyalty',
      labels: { zh: '会员', en: 'Members', es: 'Socios', ru: 'Клуб' },
      icon: 'M4 4h16v16H4z',
      to: '/shop',
    };
    serveSite({ navTabs: [SITE_TABS[0], loyalty] });
    await boot('/shop');
    const tabs = [...document.querySelectorAll('nav.bottom-nav [data-fp-tab]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual([tabLabel('home', 'en'), 'Members']);
    expect(document.querySelector('[aria-current="page"]')?.getAttribute('data-fp-tab')).toBe(
      'loyalty',
    );
  });

  it('keeps the home swipe’s tab row on a home path (its views are the remotes’ to name)', async () => {
    serveSite();
    await boot('/mining', 'zh');
    expect(document.querySelectorAll('.fp-tabs')).toHaveLength(1);
  });
});

describe('the preloads', () => {
  const remote = (host: string, ...files: string[]) =>
    files.map(
      (file) => `${file.endsWith('.css') ? 'style' : 'script'} http://${host}/remote/${file}`,
    );
  const SHARED = ['script /13.js', 'style /14.css', 'script /15.js'];

  it('on the home page: the shell’s catalog and swipe, the view’s entry, code, catalog part, style and shared modules', async () => {
    serveSite();
    await boot('/');
    expect(preloads()).toEqual([
      'script /common-messages-en.4.js',
      'script /home-swipe.1.js',
      'style /home-swipe.2.css',
      ...remote(
        'content.test',
        'remoteEntry.js',
        'page.7.js',
        'messages-home-en.9.js',
        'page.12.css',
      ),
      ...SHARED,
    ]);
  });

  it('names the home swipe’s chunk as its loader does (a literal in a bundler comment there)', () => {
    const loader = readFileSync(
      path.join(import.meta.dirname, '../features/home/components/home-swipe-loader.tsx'),
      'utf8',
    );
    expect(loader).toContain(`webpackChunkName: "${HOME_SWIPE_CHUNK}"`);
  });

  it('the home view the address names', async () => {
    serveSite();
    await boot('/?view=calculator');
    expect(preloads()).toContain('script http://cloud.test/remote/messages-calculator-en.9.js');
  });

  it('on another page: the page’s entry, code, whole catalog, style and shared modules', async () => {
    serveSite();
    await boot('/team');
    expect(preloads()).toEqual([
      'script /common-messages-en.4.js',
      ...remote('content.test', 'remoteEntry.js', 'page.7.js', 'messages-en.8.js', 'page.12.css'),
      ...SHARED,
    ]);
  });

  it('an admin page’s files too: the app shows it after the session check, they come meanwhile', async () => {
    const site = serveSite();
    await boot('/admin/products');
    // The guard's session check first, for the guard to take.
    expect(site.fetch).toHaveBeenCalledWith(
      'http://api.test/api/auth/me',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(preloads()).toEqual([
      'script /common-messages-en.4.js',
      'script /17.js',
      ...remote('shop.test', 'remoteEntry.js', 'page.7.js', 'messages-en.8.js', 'page.12.css'),
      ...SHARED,
    ]);
  });

  it('each file once, however many reasons it has', async () => {
    serveSite();
    await boot('/team');
    const before = preloads();
    preloadFiles(['/13.js', 'http://content.test/remote/page.7.js']);
    expect(preloads()).toEqual(before);
  });

  it('none of an unknown address', async () => {
    const site = serveSite();
    await boot('/no/such/page');
    expect(preloads()).toEqual(['script /common-messages-en.4.js']);
    expect(site.asked(manifestUrl('mf_shop'))).toBe(0);
  });

  it('the page’s first service call, left for its API client, and the pictures of the first screen', async () => {
    const site = serveSite();
    await boot('/shop');
    const address = `http://api.test${PRODUCTS_READ}`;
    // With the session cookie, as the page's API client asks.
    expect(site.fetch).toHaveBeenCalledWith(
      address,
      expect.objectContaining({ credentials: 'include' }),
    );
    const reads = (window as unknown as Record<string, Record<string, unknown>>)[FIRST_READS_KEY];
    expect(reads?.[address]).toBeInstanceOf(Promise);
    // The first two cards' pictures (`pictures: 2`), with the srcset and sizes the cards have,
    // so the browser picks the file the card shows.
    await vi.waitFor(() =>
      expect(images()).toEqual([
        'image http://api.test/api/uploads/a.webp',
        'image http://api.test/api/uploads/b.webp',
      ]),
    );
    const pictures = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
    ].filter((link) => link.as === 'image');
    expect(
      pictures.map((link) => [link.getAttribute('imagesrcset'), link.getAttribute('imagesizes')]),
    ).toEqual(
      ['a', 'b'].map((id) => [
        uploadSrcSet(`/api/uploads/${id}.webp`, 'http://api.test'),
        CARD_SIZES,
      ]),
    );
  });

  it('a detail page’s first service call, for the item its address names, and its picture', async () => {
    const site = serveSite();
    await boot('/product/7');
    expect(site.fetch).toHaveBeenCalledWith(
      'http://api.test/api/products/7',
      expect.objectContaining({ credentials: 'include' }),
    );
    await vi.waitFor(() => expect(images()).toEqual(['image http://api.test/api/uploads/s7.webp']));
  });

  it('on a home path, the first service call of the view it shows', async () => {
    const site = serveSite();
    await boot('/');
    const calls = () => site.fetch.mock.calls.map(([url]) => String(url));
    expect(calls()).toContain(`http://api.test${HOME_READ}`);
    expect(calls()).not.toContain(`http://api.test${PRODUCTS_READ}`);

    const again = serveSite();
    await boot('/mining?view=shop');
    const shopCalls = again.fetch.mock.calls.map(([url]) => String(url));
    expect(shopCalls).toContain(`http://api.test${PRODUCTS_READ}`);
    expect(shopCalls).not.toContain(`http://api.test${HOME_READ}`);
  });

  it('not the first service call of an address with a query: the page asks for other data', async () => {
    const site = serveSite();
    await boot('/shop?page=2');
    expect(site.fetch).not.toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/api\.test/),
      expect.anything(),
    );
    expect(preloads()).toContain('script http://shop.test/remote/page.7.js');
  });

  it('the page of a remote whose registry it read, when another remote’s could not be', async () => {
    serveSite({ down: ['mf_content'] });
    await boot('/calculator');
    expect(preloads()).toContain('script http://cloud.test/remote/remoteEntry.js');
  });
});

describe('the hand-off', () => {
  /** What the app does at its start with the hand-off (bootstrap.tsx). */
  async function appStart() {
    const handoff = firstPaintHandoff();
    const config = await siteConfig(handoff);
    return loadRoutes(config.remotes, (url) => takeFetchedRegistry(handoff, url));
  }

  it('gives the app the config, every registry and the page’s manifest: nothing is asked twice', async () => {
    const site = serveSite();
    await boot('/shop');
    const handoff = firstPaintHandoff()!;
    expect(Object.keys(handoff.manifests)).toEqual([manifestUrl('mf_shop')]);
    const table = await appStart();
    expect(table.routes.map((route) => route.path)).toContain('/product/:id');
    expect(site.asked('/site-config.json')).toBe(1);
    for (const { remote } of REGISTRIES) expect(site.asked(pagesJsonUrl(remote)), remote).toBe(1);
    expect(site.asked(manifestUrl('mf_shop'))).toBe(1);
  });

  it('hands a registry that failed as failed: that remote’s routes are missing, not asked again', async () => {
    const site = serveSite({ down: ['mf_shop'] });
    await boot('/shop');
    const table = await appStart();
    expect(table.failed).toEqual(['mf_shop']);
    expect(site.asked(pagesJsonUrl('mf_shop'))).toBe(1);
  });

  const STEPS = ['install', 'paint', 'config', 'registries', 'route', 'manifest', 'preload'];
  it.each(STEPS)(
    'thrown at its step “%s”, the app still gets the whole site, each file asked for once',
    async (step) => {
      fault.step = step;
      if (step === 'install') {
        Object.defineProperty(window, HANDOFF_KEY, {
          configurable: true,
          set() {
            throw new Error('boot fault: install');
          },
        });
      }
      const site = serveSite();
      if (step === 'config') {
        site.fetch.mockImplementationOnce(() => {
          throw new Error('boot fault: config');
        });
      }
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await boot('/shop').catch(() => undefined);
      fault.step = '';

      const table = await appStart();
      expect(table.routes.map((route) => route.path).sort()).toEqual([
        '/admin/products',
        '/calculator',
        '/product/:id',
        '/shop',
        '/team',
      ]);
      expect(table.failed).toEqual([]);
      const config = site.fetch.mock.calls.filter(([url]) =>
        String(url).endsWith('/site-config.json'),
      );
      expect(config.length).toBeLessThanOrEqual(2); // one failed throw (the fault) at most
      for (const { remote } of REGISTRIES) expect(site.asked(pagesJsonUrl(remote)), remote).toBe(1);
    },
  );
});
