/**
 * A small site for the boot script's and the route loading's tests, served by a stubbed
 * `fetch`: the config, three remotes' `pages.json` and manifests, and the service's first page
 * of products. Counts what was asked, per address.
 */
import { vi } from 'vitest';
import type { PublishedPages } from '@minesite/shared/federation/published-pages';
import type { RemoteManifest } from '@minesite/shared/federation/remote-manifest';
import { SITE_TABS } from './site-tabs';

const titles = (name: string) => ({
  zh: `${name}（中）`,
  en: name,
  es: `${name} (es)`,
  ru: `${name} (ru)`,
});

export const PRODUCTS_READ = '/api/products?category=miner&page=1&pageSize=10';
export const HOME_READ = '/api/content/data-centres';
export const DETAIL_SIZES = '(max-width: 600px) 100vw, 600px';
export const CARD_SIZES = '(max-width: 600px) 45vw, 240px';

export const REGISTRIES: PublishedPages[] = [
  {
    remote: 'mf_content',
    pages: [
      {
        expose: './HomeView',
        titleId: 'route.home',
        titles: titles('Home'),
        homeView: { key: 'home', order: 10, labels: titles('Home') },
        firstRead: { path: HOME_READ },
      },
      { path: '/team', expose: './TeamPage', titleId: 'route.team', titles: titles('Team') },
    ],
  },
  {
    remote: 'mf_shop',
    pages: [
      {
        path: '/shop',
        expose: './ShopPage',
        titleId: 'route.shop',
        titles: titles('Shop'),
        homeView: { key: 'shop', order: 40, labels: titles('Shop') },
        navPanel: { tab: 'product', order: 10, to: '/shop', labels: titles('Miners') },
        sideNav: { order: 60, to: '/shop', labels: titles('Cart'), badge: 'cart' },
        firstRead: { path: PRODUCTS_READ, pictures: 2, pictureSizes: CARD_SIZES },
      },
      {
        path: '/product/:id',
        expose: './ProductDetailPage',
        titleId: 'route.productDetail',
        titles: titles('Product'),
        navTab: 'product',
        firstRead: { path: '/api/products/:id', pictures: 1, pictureSizes: DETAIL_SIZES },
      },
      {
        path: '/admin/products',
        expose: './ProductAdminPage',
        titleId: 'route.productAdmin',
        titles: titles('Products'),
        admin: true,
        adminMenu: { order: 20, labels: titles('Products') },
        sideNav: { order: 1, to: '/admin/products', labels: titles('Products') },
      },
    ],
  },
  {
    remote: 'mf_cloudpower',
    pages: [
      {
        path: '/calculator',
        expose: './CalculatorPage',
        titleId: 'route.calculator',
        titles: titles('Calculator'),
        homeView: { key: 'calculator', order: 50, labels: titles('Calculator') },
        navPanel: { tab: 'service', order: 90, to: '/calculator', labels: titles('Calculator') },
        sideNav: { order: 10, to: '/calculator', labels: titles('Calculator') },
      },
    ],
  },
];

const HOSTS: Record<string, string> = {
  mf_content: 'content.test',
  mf_shop: 'shop.test',
  mf_cloudpower: 'cloud.test',
};
export const manifestUrl = (remote: string) => `http://${HOSTS[remote]}/remote/mf-manifest.json`;
export const pagesJsonUrl = (remote: string) => `http://${HOSTS[remote]}/remote/pages.json`;

/** A manifest whose every page has its code, style, catalogs (`part` ones where named) and shares. */
function manifestOf({ pages }: PublishedPages, parts: Record<string, string>): RemoteManifest {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: pages.map(({ expose }) => {
      const part = parts[expose];
      return {
        path: expose,
        assets: {
          js: {
            sync: ['page.7.js'],
            // A page with a part of the catalog loads the part, one without the whole.
            async: [
              ...(part
                ? [`messages-${part}-en.9.js`, `messages-${part}-zh.9.js`]
                : ['messages-en.8.js', 'messages-zh.10.js']),
              '11.js',
            ],
          },
          css: { sync: ['page.12.css'] },
        },
        // What the page's first chunks take from the shell (ExposedSharesPlugin).
        shared: ['react', 'antd-mobile/components/button', 'antd-mobile/components/tag'],
      };
    }),
  };
}

const PARTS: Record<string, string> = { './HomeView': 'home', './CalculatorPage': 'calculator' };

export interface FakeSite {
  fetch: ReturnType<typeof vi.fn>;
  /** How many times each address was asked for. */
  asked(url: string): number;
}

/**
 * Stubs `fetch` with the site; `down` names remotes whose pages.json answers 503; `navTabs`
 * are the config's tabs (the shell's own by default).
 */
export function serveSite({
  down = [],
  navTabs = SITE_TABS,
}: { down?: string[]; navTabs?: unknown[] } = {}): FakeSite {
  const answers = new Map<string, unknown>();
  answers.set('/site-config.json', {
    apiBaseUrl: '{protocol}//api.test/',
    navTabs,
    remotes: Object.fromEntries(
      REGISTRIES.map(({ remote }) => [remote, manifestUrl(remote).replace('http:', '{protocol}')]),
    ),
  });
  for (const registry of REGISTRIES) {
    if (!down.includes(registry.remote)) answers.set(pagesJsonUrl(registry.remote), registry);
    answers.set(manifestUrl(registry.remote), manifestOf(registry, PARTS));
  }
  // The service's first page of products: three, each with its picture.
  answers.set(`http://api.test${HOME_READ}`, { items: [] });
  answers.set('http://api.test/api/products/7', { id: '7', images: ['/api/uploads/s7.webp'] });
  answers.set(`http://api.test${PRODUCTS_READ}`, {
    items: ['a', 'b', 'c'].map((id) => ({ id, images: [`/api/uploads/${id}.webp`] })),
  });
  const fetch = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = answers.get(url);
    return new Response(body === undefined ? 'no' : JSON.stringify(body), {
      status: body === undefined ? 503 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    asked: (url) => fetch.mock.calls.filter(([input]) => String(input) === url).length,
  };
}
