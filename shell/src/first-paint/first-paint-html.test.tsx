/**
 * The HTML's first paint draws what React then renders: the same header, bottom navigation and
 * page skeleton (elements, classes, texts, icons), so nothing jumps when React takes over; and
 * its boot script shows a returning visitor's language and marks the current tab.
 */
import { act } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadSrcSet } from '@minesite/shared/domain';
import { FIRST_READS_KEY } from '@minesite/shared/federation';
import { renderWithProviders } from '@minesite/shared/testing/render';
import { BottomNav } from '../features/bottom-nav/components/bottom-nav';
import { AppHeader } from '../features/header/components/app-header';
import sharedEn from '../../../shared/src/i18n/messages/en.json';
import sharedZh from '../../../shared/src/i18n/messages/zh.json';
import shellEn from '../i18n/en.json';
import shellZh from '../i18n/zh.json';
import { HOME_VIEWS } from '../features/home/home-views';
import { findRoute } from '../routing/find-route';
import { PageSkeleton } from './page-skeleton';
import { bootData, bootFirstPaint, firstPaintMarkup, skeletonMarkup } from './first-paint-html';

const zh: Record<string, string> = { ...sharedZh, ...shellZh };
const en: Record<string, string> = { ...sharedEn, ...shellEn };

/** Each element as `tag.classes "own text" d=path`, in document order. */
function signature(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((el) => {
    const classes = [...el.classList].filter((c) => c !== 'bottom-nav-tab-active').sort();
    const own = [...el.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent)
      .join('')
      .trim();
    const d = el.getAttribute('d');
    return `${el.tagName.toLowerCase()}.${classes.join('.')} "${own}"${d ? ` d=${d}` : ''}`;
  });
}

/** The same, with the first paint's `<span data-fp-text>` wrappers unwrapped. */
function firstPaint(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  holder.querySelectorAll('span[data-fp-text]:not([class])').forEach((span) => {
    span.replaceWith(document.createTextNode(span.textContent ?? ''));
  });
  return holder;
}

function renderFrame() {
  return renderWithProviders(
    <IntlProvider locale="zh-CN" messages={zh}>
      <AppHeader onAdminHold={() => {}} />
      <BottomNav />
      <PageSkeleton />
    </IntlProvider>,
    { route: '/shop' },
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[FIRST_READS_KEY];
});

describe('the first paint', () => {
  const texts = bootData({ zh, en, es: zh, ru: zh }, 'zh').texts.zh!;

  it('draws the header React renders', () => {
    const { container } = renderFrame();
    const painted = firstPaint(firstPaintMarkup(texts, '中文'));
    expect(signature(painted.querySelector('header')!)).toEqual(
      signature(container.querySelector('header')!),
    );
  });

  it('draws the bottom navigation React renders', () => {
    const { container } = renderFrame();
    const painted = firstPaint(firstPaintMarkup(texts, '中文'));
    expect(signature(painted.querySelector('nav')!)).toEqual(
      signature(container.querySelector('nav.bottom-nav')!),
    );
  });

  it('draws the page skeleton React shows while a page loads', () => {
    const { container } = renderFrame();
    expect(signature(firstPaint(skeletonMarkup(texts, false)).firstElementChild!)).toEqual(
      signature(container.querySelector('.fp-page')!),
    );
  });

  it('draws the home swipe tabs on the home page', () => {
    const { container } = renderWithProviders(
      <IntlProvider locale="zh-CN" messages={zh}>
        <PageSkeleton homeTabs />
      </IntlProvider>,
    );
    expect(signature(firstPaint(skeletonMarkup(texts, true)).firstElementChild!)).toEqual(
      signature(container.querySelector('.fp-page')!),
    );
  });

  it('shows a returning visitor’s language and the current tab before React', async () => {
    localStorage.setItem('locale', 'en');
    window.history.pushState({}, '', '/shop');
    document.body.innerHTML = `<div id="root"></div>${firstPaintMarkup(texts, '中文')}`;
    await act(async () => {
      bootFirstPaint(bootData({ zh, en, es: zh, ru: zh }, 'zh'));
      await Promise.resolve();
    });
    const nav = document.querySelector('nav.bottom-nav')!;
    expect(nav.getAttribute('aria-label')).toBe(en['shell.nav.label']);
    expect(document.querySelector('.app-company')!.textContent).toBe(en['app.companyName']);
    expect(document.querySelector('.language-switcher-button')!.textContent).toBe('English');
    const active = nav.querySelector('[aria-current="page"]');
    expect(active?.textContent).toBe(en['shell.nav.tab.product']);
  });
});

describe('the boot script’s preloads', () => {
  const chunks = {
    'home-swipe': ['/home-swipe.1.js', '/home-swipe.2.css'],
    'common-messages-en': ['/common-messages-en.4.js'],
    'common-messages-zh': ['/common-messages-zh.6.js'],
  };
  // The shell's files of the shared modules it provides outside its startup chunks.
  const shared = {
    'antd-mobile/components/button': ['/13.js', '/14.css'],
    'antd-mobile/components/tag': ['/13.js', '/15.js'],
    'antd-mobile/components/popup': ['/16.js'],
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
      [link.as, link.getAttribute('href'), link.getAttribute('crossorigin')]
        .filter(Boolean)
        .join(' '),
    );

  /**
   * Serves the site config naming `remote` and that remote's manifest with `expose`, whose
   * async chunks are the remote's catalogs, `part` ones if given, and another chunk.
   */
  function serve(remote: string, expose: string, part?: string) {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: expose,
          assets: {
            js: {
              sync: ['page.7.js'],
              async: [
                'messages-en.8.js',
                ...(part ? [`messages-${part}-en.9.js`, `messages-${part}-zh.9.js`] : []),
                'messages-zh.10.js',
                '11.js',
              ],
            },
            css: { sync: ['page.12.css'] },
          },
          // What the page's first chunks take from the shell (ExposedSharesPlugin).
          shared: ['react', 'antd-mobile/components/button', 'antd-mobile/components/tag'],
        },
      ],
    };
    // The service's first page of products: three, each with its picture.
    const products = {
      items: ['a', 'b', 'c'].map((id) => ({ id, images: [`/api/uploads/${id}.webp`] })),
    };
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      const answer = {
        ok: true,
        clone: () => answer,
        json: async () =>
          url === '/site-config.json'
            ? {
                apiBaseUrl: '{protocol}//api.test/',
                remotes: { [remote]: '{protocol}//cdn.test/remote/mf-manifest.json' },
              }
            : url.startsWith('http://api.test/')
              ? products
              : manifest,
      };
      return answer;
    });
    vi.stubGlobal('fetch', fetch);
  }

  async function boot(path: string) {
    localStorage.setItem('locale', 'en');
    window.history.pushState({}, '', path);
    document.body.innerHTML = `<div id="root"></div>`;
    bootFirstPaint({ ...bootData({ zh, en, es: zh, ru: zh }, 'zh'), chunks, shared });
    // The remote's catalog comes last, after the config and the manifest.
    await vi.waitFor(() => expect(preloads().join()).toContain('/remote/messages-'));
  }

  /** Boots the shop's address (`/shop`, or with a query), its remote served; the shop's route. */
  async function bootShop(address: string) {
    const shop = findRoute('/shop')!;
    serve(shop.remote, shop.expose);
    await boot(address);
    return shop;
  }
  const images = () => preloads().filter((link) => link.startsWith('image'));

  it('on the home page: the shell’s catalog and swipe, the view’s entry, page, reduced catalog and shared modules', async () => {
    const view = HOME_VIEWS[0]!;
    serve(view.remote, view.expose, 'home');
    await boot('/');
    expect(preloads()).toEqual([
      'script /common-messages-en.4.js',
      'script /home-swipe.1.js',
      'style /home-swipe.2.css',
      'script http://cdn.test/remote/remoteEntry.js',
      'script http://cdn.test/remote/page.7.js',
      'style http://cdn.test/remote/page.12.css',
      'script http://cdn.test/remote/messages-home-en.9.js',
      'script /13.js',
      'style /14.css',
      'script /15.js',
    ]);
  });

  it('on a page with its own part of the catalog: that part, not the whole', async () => {
    const calculator = findRoute('/calculator')!;
    serve(calculator.remote, calculator.expose, 'calculator');
    await boot('/calculator');
    const catalogs = preloads().filter((link) => link.includes('/remote/messages-'));
    expect(catalogs).toEqual(['script http://cdn.test/remote/messages-calculator-en.9.js']);
  });

  it('on another page: the shell’s catalog, the page’s entry, code, full catalog and shared modules', async () => {
    await bootShop('/shop');
    expect(preloads().filter((link) => !link.startsWith('image'))).toEqual([
      'script /common-messages-en.4.js',
      'script http://cdn.test/remote/remoteEntry.js',
      'script http://cdn.test/remote/page.7.js',
      'style http://cdn.test/remote/page.12.css',
      'script http://cdn.test/remote/messages-en.8.js',
      'script /13.js',
      'style /14.css',
      'script /15.js',
    ]);
  });

  it('the page’s first service call, left for its API client, and the pictures of the first screen', async () => {
    const shop = await bootShop('/shop');
    const address = `http://api.test${shop.firstRead!.path}`;
    // With the session cookie, as the page's API client asks.
    expect(fetch).toHaveBeenCalledWith(
      address,
      expect.objectContaining({ credentials: 'include' }),
    );
    const reads = (window as unknown as Record<string, Record<string, unknown>>)[FIRST_READS_KEY];
    expect(reads?.[address]).toBeInstanceOf(Promise);
    // The first two cards' pictures (the shop's `pictures: 2`), as the page writes them.
    await vi.waitFor(() =>
      expect(images()).toEqual([
        'image http://api.test/api/uploads/a.webp',
        'image http://api.test/api/uploads/b.webp',
      ]),
    );
    // With the same srcset and sizes as the cards' pictures, so the browser picks the file the
    // card shows (a 240 px copy on a phone), not the original beside it.
    const pictures = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
    ].filter((link) => link.as === 'image');
    expect(
      pictures.map((link) => [link.getAttribute('imagesrcset'), link.getAttribute('imagesizes')]),
    ).toEqual(
      ['a', 'b'].map((id) => [
        uploadSrcSet(`/api/uploads/${id}.webp`, 'http://api.test'),
        shop.firstRead!.pictureSizes,
      ]),
    );
  });

  it('not the first service call of an address with a query: the page asks for other data', async () => {
    await bootShop('/shop?page=2');
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/api\.test/),
      expect.anything(),
    );
    expect(images()).toEqual([]);
    expect(preloads()).toContain('script http://cdn.test/remote/page.7.js');
  });
});
