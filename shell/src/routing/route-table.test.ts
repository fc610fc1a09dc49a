/**
 * The shell's routes from the remotes' registries, as read at run time: a remote whose registry
 * cannot be read costs only its own routes, and an address no route knows then shows that
 * remote's fallback, not the home page.
 */
import { describe, expect, it } from 'vitest';
import { CARD_SIZES, HOME_READ, PRODUCTS_READ, REGISTRIES } from '../../test/fake-site';
import { findPage, pageNavTab } from './find-route';
import { buildRouteTable, type RegistryState } from './route-table';

const ready = (remote: string): RegistryState => ({
  status: 'ready',
  pages: REGISTRIES.find((r) => r.remote === remote)!.pages,
});
const table = (states: Record<string, RegistryState>) =>
  buildRouteTable(Object.entries(states) as [never, RegistryState][]);
const everyRemote = table({
  mf_content: ready('mf_content'),
  mf_shop: ready('mf_shop'),
  mf_cloudpower: ready('mf_cloudpower'),
});

describe('the route table', () => {
  it('routes every page with a path, and names each home view’s page', () => {
    expect(everyRemote.routes.map((r) => [r.path, r.remote])).toEqual([
      ['/team', 'mf_content'],
      ['/shop', 'mf_shop'],
      ['/product/:id', 'mf_shop'],
      ['/admin/products', 'mf_shop'],
      ['/calculator', 'mf_cloudpower'],
    ]);
    expect(everyRemote.homeViews.map(({ labels: _labels, ...view }) => view)).toEqual([
      { key: 'home', remote: 'mf_content', expose: './HomeView', firstRead: { path: HOME_READ } },
      {
        key: 'shop',
        remote: 'mf_shop',
        expose: './ShopPage',
        firstRead: { path: PRODUCTS_READ, pictures: 2, pictureSizes: CARD_SIZES },
      },
      { key: 'calculator', remote: 'mf_cloudpower', expose: './CalculatorPage' },
    ]);
  });

  it('lists the menu entries the pages declare, in their declared order', () => {
    expect(everyRemote.navEntries.map((entry) => [entry.tab, entry.to])).toEqual([
      ['product', '/shop'],
      ['service', '/calculator'],
    ]);
    expect(everyRemote.adminMenu.map((item) => [item.path, item.labels.en])).toEqual([
      ['/admin/products', 'Products'],
    ]);
    // An admin page is never in the buyer's drawer.
    expect(everyRemote.sideNav.map((entry) => [entry.to, entry.badge])).toEqual([
      ['/calculator', undefined],
      ['/shop', 'cart'],
    ]);
    const reordered = table({
      mf_cloudpower: ready('mf_cloudpower'),
      mf_content: ready('mf_content'),
      mf_shop: ready('mf_shop'),
    });
    expect(reordered.homeViews.map((view) => view.key)).toEqual(['home', 'shop', 'calculator']);
  });

  it('gives a path two remotes declare to the first', () => {
    const both = table({ mf_shop: ready('mf_shop'), mf_orders: ready('mf_shop') });
    expect(both.routes.filter((r) => r.path === '/shop').map((r) => r.remote)).toEqual(['mf_shop']);
  });
});

describe('what an address opens', () => {
  it('a remote page, with its parameters, title and tab; the shell’s home and login pages', () => {
    const product = findPage(everyRemote, '/Product/7/');
    expect(product.kind === 'remote' && product.route.titles.en).toBe('Product');
    expect(pageNavTab(product)).toBe('product');
    expect(findPage(everyRemote, '/').kind).toBe('home');
    expect(pageNavTab(findPage(everyRemote, '/mining'))).toBe('home');
    expect(findPage(everyRemote, '/login').kind).toBe('login');
  });

  it('the home page for an address no remote knows, once every registry is read', () => {
    expect(findPage(everyRemote, '/no/such/page')).toEqual({ kind: 'unknown' });
  });

  it('that remote’s fallback while a registry cannot be read; the other remotes’ pages still open', () => {
    const shopDown = table({
      mf_content: ready('mf_content'),
      mf_shop: { status: 'failed' },
      mf_cloudpower: ready('mf_cloudpower'),
    });
    expect(findPage(shopDown, '/shop')).toEqual({ kind: 'unavailable', remote: 'mf_shop' });
    expect(findPage(shopDown, '/calculator').kind).toBe('remote');
    expect(shopDown.homeViews.map((view) => view.key)).toEqual(['home', 'calculator']);
    expect(shopDown.navEntries.map((entry) => entry.to)).toEqual(['/calculator']);
  });

  it('nothing yet while a registry is on its way', () => {
    const loading = table({ mf_content: ready('mf_content'), mf_shop: { status: 'loading' } });
    expect(findPage(loading, '/shop')).toEqual({ kind: 'loading' });
    expect(findPage(loading, '/team').kind).toBe('remote');
  });
});
