/**
 * A remote's page registry as its build publishes it (pages.json) and as the shell reads it
 * back at run time: what a remote's build writes is what the shell reads, each title in every
 * locale; a file that is not that remote's registry is refused.
 */
import { describe, expect, it } from 'vitest';
import { definePages } from './page-registry';
import { pagesUrl, publishPages, readPublishedPages } from './published-pages';

const registry = definePages('mf_shop', [
  {
    path: '/shop',
    file: 'shop-page',
    titleId: 'route.shop',
    homeView: { key: 'shop', order: 40, labelId: 'nav.homeTab.shop' },
    navPanel: { tab: 'product', order: 10, labelId: 'nav.entry.shop' },
    sideNav: { order: 60, labelId: 'nav.side.cart', to: '/shop?cart=1', badge: 'cart' },
  },
  {
    path: '/admin/stock',
    file: 'stock-admin-page',
    titleId: 'shop.stock.title',
    admin: true,
    navTab: 'product',
    adminMenu: { order: 70, labelId: 'nav.admin.stock' },
    firstRead: { path: '/api/stock', pictures: 1, pictureSizes: '100vw' },
  },
]);
const messages = (suffix: string) => ({
  'route.shop': `Shop${suffix}`,
  'shop.stock.title': `Stock${suffix}`,
  'nav.homeTab.shop': `Store${suffix}`,
  'nav.entry.shop': `Miners${suffix}`,
  'nav.admin.stock': `Stock list${suffix}`,
  'nav.side.cart': `Cart${suffix}`,
});
const inEvery = (text: string) => ({
  zh: `${text}·zh`,
  en: text,
  es: `${text}·es`,
  ru: `${text}·ru`,
});
const MESSAGES = {
  zh: messages('·zh'),
  en: messages(''),
  es: messages('·es'),
  ru: messages('·ru'),
};

describe('the published registry', () => {
  it('names each page’s exposed module and title in every locale; the shell reads it back whole', () => {
    const published = publishPages(registry, MESSAGES);
    expect(published.pages[1]).toEqual({
      path: '/admin/stock',
      expose: './StockAdminPage',
      titleId: 'shop.stock.title',
      titles: inEvery('Stock'),
      admin: true,
      navTab: 'product',
      adminMenu: { order: 70, labels: inEvery('Stock list') },
      firstRead: { path: '/api/stock', pictures: 1, pictureSizes: '100vw' },
    });
    expect(published.pages[0]).toMatchObject({
      homeView: { key: 'shop', order: 40, labels: inEvery('Store') },
      navPanel: { tab: 'product', order: 10, to: '/shop', labels: inEvery('Miners') },
      sideNav: { order: 60, to: '/shop?cart=1', labels: inEvery('Cart'), badge: 'cart' },
    });
    const sent = JSON.parse(JSON.stringify(published)) as unknown;
    expect(readPublishedPages(sent, 'mf_shop')).toEqual(published.pages);
  });

  it('stops the build when a title has no text in a locale', () => {
    const { 'shop.stock.title': _missing, ...ru } = MESSAGES.ru;
    expect(() => publishPages(registry, { ...MESSAGES, ru })).toThrow(
      /ru text for shop\.stock\.title/,
    );
  });

  it('stops the build when a menu label has no text in a locale, or an entry has nowhere to go', () => {
    const { 'nav.entry.shop': _missing, ...es } = MESSAGES.es;
    expect(() => publishPages(registry, { ...MESSAGES, es })).toThrow(
      /es text for nav\.entry\.shop/,
    );
    const nowhere = definePages('mf_shop', [
      {
        file: 'promo',
        titleId: 'route.shop',
        homeView: { key: 'promo', order: 1, labelId: 'nav.homeTab.shop' },
        navPanel: { tab: 'product', order: 1, labelId: 'nav.entry.shop' },
      },
    ]);
    expect(() => publishPages(nowhere, MESSAGES)).toThrow(/nav entry with no path/);
    const sideNowhere = definePages('mf_shop', [
      {
        file: 'promo',
        titleId: 'route.shop',
        homeView: { key: 'promo', order: 1, labelId: 'nav.homeTab.shop' },
        sideNav: { order: 1, labelId: 'nav.side.cart' },
      },
    ]);
    expect(() => publishPages(sideNowhere, MESSAGES)).toThrow(/side nav entry with no path/);
    const { 'nav.side.cart': _noLabel, ...zh } = MESSAGES.zh;
    expect(() => publishPages(registry, { ...MESSAGES, zh })).toThrow(
      /zh text for nav\.side\.cart/,
    );
    const notAdmin = definePages('mf_shop', [
      {
        path: '/promo',
        file: 'promo',
        titleId: 'route.shop',
        adminMenu: { order: 1, labelId: 'nav.admin.stock' },
      },
    ]);
    expect(() => publishPages(notAdmin, MESSAGES)).toThrow(/admin menu entry for no admin page/);
  });

  it('leaves out a menu entry a newer or broken build wrote that it cannot read, keeping the page', () => {
    const raw = {
      remote: 'mf_shop',
      pages: [
        {
          path: '/shop',
          expose: './ShopPage',
          titleId: 'route.shop',
          titles: inEvery('Shop'),
          navPanel: { tab: 'product', order: 1, to: '/shop', labels: { zh: 'x' } },
          sideNav: { order: 1, to: 'shop', labels: inEvery('Shop') },
        },
      ],
    };
    expect(readPublishedPages(raw, 'mf_shop')).toEqual([
      { path: '/shop', expose: './ShopPage', titleId: 'route.shop', titles: inEvery('Shop') },
    ]);
  });

  it('keeps a side nav entry whose badge this shell does not know, without the badge', () => {
    const raw = {
      remote: 'mf_shop',
      pages: [
        {
          path: '/notes',
          expose: './NotesPage',
          titleId: 'route.notes',
          titles: inEvery('Notes'),
          sideNav: { order: 20, to: '/notes', labels: inEvery('Notes'), badge: 'unread' },
        },
      ],
    };
    expect(readPublishedPages(raw, 'mf_shop')[0]?.sideNav).toEqual({
      order: 20,
      to: '/notes',
      labels: inEvery('Notes'),
    });
  });

  it('lives beside the remote’s manifest', () => {
    expect(pagesUrl('https://cdn.test/shop/releases/v2/mf-manifest.json')).toBe(
      'https://cdn.test/shop/releases/v2/pages.json',
    );
  });
});

describe('reading a pages.json', () => {
  const published = JSON.parse(JSON.stringify(publishPages(registry, MESSAGES))) as {
    remote: string;
    pages: Record<string, unknown>[];
  };

  it('refuses another remote’s registry, or something else', () => {
    expect(() => readPublishedPages(published, 'mf_orders')).toThrow(/registry of mf_shop/);
    expect(() => readPublishedPages({ oops: true }, 'mf_shop')).toThrow(/no pages\.json/);
    expect(() => readPublishedPages('<html>', 'mf_shop')).toThrow();
  });

  it('refuses a page without its module or a title', () => {
    const broken = (page: Record<string, unknown>) => ({ ...published, pages: [page] });
    const [shop] = published.pages;
    expect(() => readPublishedPages(broken({ ...shop, expose: 7 }), 'mf_shop')).toThrow(/expose/);
    expect(() =>
      readPublishedPages(broken({ ...shop, titles: { zh: '商店' } }), 'mf_shop'),
    ).toThrow(/en title/);
    expect(() =>
      readPublishedPages(broken({ ...shop, path: undefined, homeView: undefined }), 'mf_shop'),
    ).toThrow(/neither a path nor a view/);
  });

  it('ignores a newer build’s fields, and keeps a tab name as data (the shell draws the tabs it has)', () => {
    const [shop] = published.pages;
    const newer = { ...published, pages: [{ ...shop, badge: 'new', navTab: 'rewards' }] };
    const [page] = readPublishedPages(newer, 'mf_shop');
    expect(page).not.toHaveProperty('badge');
    expect(page?.navTab).toBe('rewards');
    expect(page?.path).toBe('/shop');
  });
});
