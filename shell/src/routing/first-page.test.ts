import { describe, expect, it } from 'vitest';
import {
  CARD_SIZES,
  DETAIL_SIZES,
  HOME_READ,
  PRODUCTS_READ,
  REGISTRIES,
} from '../../test/fake-site';
import { firstPage, isHomeAddress } from './first-page';
import { buildRouteTable } from './route-table';

const table = buildRouteTable(
  REGISTRIES.map(({ remote, pages }) => [remote, { status: 'ready', pages }] as const),
);
const at = (path: string) => {
  const url = new URL(path, 'http://site.test');
  return firstPage(table, { pathname: url.pathname, search: url.search });
};

describe('the page an address opens first', () => {
  const shopRead = { path: PRODUCTS_READ, pictures: 2, pictureSizes: CARD_SIZES };

  it('is the route’s remote page, with its first service call when the address has no query', () => {
    expect(at('/shop')).toEqual({ remote: 'mf_shop', expose: './ShopPage', firstRead: shopRead });
    expect(at('/shop?page=2')).toEqual({ remote: 'mf_shop', expose: './ShopPage' });
    expect(at('/product/7')).toEqual({
      remote: 'mf_shop',
      expose: './ProductDetailPage',
      firstRead: { path: '/api/products/7', pictures: 1, pictureSizes: DETAIL_SIZES },
    });
  });

  it('is the named home view on a home path, the first view without one', () => {
    const home = { remote: 'mf_content', expose: './HomeView', firstRead: { path: HOME_READ } };
    expect(at('/')).toEqual(home);
    expect(at('/mining?view=shop')).toEqual({
      remote: 'mf_shop',
      expose: './ShopPage',
      firstRead: shopRead,
    });
    expect(at('/?view=nonsense')).toEqual(home);
    expect(isHomeAddress('/mining/')).toBe(true);
    expect(isHomeAddress('/shop')).toBe(false);
  });

  it('is none for an admin page unless asked for (the app checks the session first), or an unknown path; a view no registry names is the first view', () => {
    expect(at('/admin/products')).toBeUndefined();
    expect(firstPage(table, { pathname: '/admin/products', search: '' }, { admin: true })).toEqual({
      remote: 'mf_shop',
      expose: './ProductAdminPage',
    });
    expect(at('/?view=trade')).toEqual(at('/'));
    expect(at('/no-such-page')).toBeUndefined();
  });
});
