/**
 * A remote's page registry as its build publishes it (pages.json) and as the shell reads it
 * back at run time: what a remote's build writes is what the shell reads, each title in every
 * locale; a file that is not that remote's registry is refused.
 */
import { describe, expect, it } from 'vitest';
import { definePages } from './page-registry';
import { pagesUrl, publishPages, readPublishedPages } from './published-pages';

const registry = definePages('mf_shop', [
  { path: '/shop', file: 'shop-page', titleId: 'route.shop', homeView: 'shop' },
  {
    path: '/admin/stock',
    file: 'stock-admin-page',
    titleId: 'shop.stock.title',
    admin: true,
    navTab: 'product',
    firstRead: { path: '/api/stock', pictures: 1, pictureSizes: '100vw' },
  },
]);
const messages = (suffix: string) => ({
  'route.shop': `Shop${suffix}`,
  'shop.stock.title': `Stock${suffix}`,
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
      titles: { zh: 'Stock·zh', en: 'Stock', es: 'Stock·es', ru: 'Stock·ru' },
      admin: true,
      navTab: 'product',
      firstRead: { path: '/api/stock', pictures: 1, pictureSizes: '100vw' },
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

  it('ignores what it does not know: a newer build’s fields, a tab this shell lacks', () => {
    const [shop] = published.pages;
    const newer = { ...published, pages: [{ ...shop, badge: 'new', navTab: 'rewards' }] };
    const [page] = readPublishedPages(newer, 'mf_shop');
    expect(page).not.toHaveProperty('badge');
    expect(page).not.toHaveProperty('navTab');
    expect(page?.path).toBe('/shop');
  });
});
