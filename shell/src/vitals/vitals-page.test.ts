import { describe, expect, it } from 'vitest';
import { REGISTRIES } from '../../test/fake-site';
import { buildRouteTable } from '../routing/route-table';
import { sampled, UNKNOWN_ROUTE, vitalsPage } from './vitals-page';

const table = buildRouteTable(
  REGISTRIES.map(({ remote, pages }) => [remote, { status: 'ready', pages }] as const),
);
const at = (path: string) => {
  const url = new URL(path, 'http://site.test');
  return vitalsPage(table, { pathname: url.pathname, search: url.search });
};

describe('what a page view’s vitals are tagged with', () => {
  it('is the route pattern and the remote that renders it, never the address itself', () => {
    expect(at('/product/7?ref=mail')).toEqual({ remote: 'mf_shop', route: '/product/:id' });
    expect(at('/shop?page=2')).toEqual({ remote: 'mf_shop', route: '/shop' });
  });

  it('is the home route and the remote of the view it opens on a home path', () => {
    expect(at('/')).toEqual({ remote: 'mf_content', route: '/' });
    expect(at('/mining?view=shop')).toEqual({ remote: 'mf_shop', route: '/mining' });
  });

  it('is the shell for its own login page, and one label for addresses no route knows', () => {
    expect(at('/login')).toEqual({ remote: 'shell', route: '/login' });
    expect(at('/no/such/page/42')).toEqual({ remote: 'shell', route: UNKNOWN_ROUTE });
  });
});

describe('sampling', () => {
  it('reports the share of page views the rate names', () => {
    const draws = [0.05, 0.35, 0.5, 0.95];
    expect(draws.filter((draw) => sampled(0.4, () => draw))).toEqual([0.05, 0.35]);
    expect(sampled(0, () => 0)).toBe(false);
    expect(sampled(1, () => 0.999)).toBe(true);
  });
});
