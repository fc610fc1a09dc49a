import { describe, expect, it } from 'vitest';
import { REGISTRIES } from '../../test/fake-site';
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
  it('is the route’s remote page', () => {
    expect(at('/shop')).toEqual({ remote: 'mf_shop', expose: './ShopPage' });
    expect(at('/product/7')).toEqual({ remote: 'mf_shop', expose: './ProductDetailPage' });
  });

  it('is the named home view on a home path, the first view without one', () => {
    expect(at('/')).toEqual({ remote: 'mf_content', expose: './HomeView' });
    expect(at('/mining?view=shop')).toEqual({ remote: 'mf_shop', expose: './ShopPage' });
    expect(at('/?view=nonsense')).toEqual({ remote: 'mf_content', expose: './HomeView' });
    expect(isHomeAddress('/mining/')).toBe(true);
    expect(isHomeAddress('/shop')).toBe(false);
  });

  it('is none for an admin page (the session is checked first), a view no registry names, or an unknown path', () => {
    expect(at('/admin/products')).toBeUndefined();
    expect(at('/?view=trade')).toBeUndefined();
    expect(at('/no-such-page')).toBeUndefined();
  });
});
