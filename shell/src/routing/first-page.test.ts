import { describe, expect, it } from 'vitest';
import { HOME_VIEWS } from '../features/home/home-views';
import { findRoute } from './find-route';
import { firstPage } from './first-page';

const at = (path: string) => {
  const url = new URL(path, 'http://site.test');
  return firstPage({ pathname: url.pathname, search: url.search });
};

describe('the page an address opens first', () => {
  it('is the route’s remote page', () => {
    const shop = findRoute('/shop')!;
    expect(at('/shop')).toEqual({ remote: shop.remote, expose: shop.expose, homeSwipe: false });
  });

  it('is the named home view on a home path, the first view without one', () => {
    const [first, second] = HOME_VIEWS;
    expect(at('/')).toEqual({ remote: first!.remote, expose: first!.expose, homeSwipe: true });
    expect(at(`/?view=${second!.key}`)).toEqual({
      remote: second!.remote,
      expose: second!.expose,
      homeSwipe: true,
    });
  });

  it('is none for an admin page (the session is checked first) or an unknown path', () => {
    expect(at('/admin/orders')).toBeUndefined();
    expect(at('/no-such-page')).toBeUndefined();
  });
});
