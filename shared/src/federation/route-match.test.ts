/**
 * The site's one route-matching rule (the shell's app and the boot script in its HTML) finds the
 * route react-router renders for the same address, which gives the page its parameters.
 */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fillParams, matchRoute, matchesPath, normalisePath } from './route-match';

const ROUTES = [
  { path: '/shop' },
  { path: '/product/:id' },
  { path: '/product/new' },
  { path: '/admin/contact' },
  { path: '/mining-power' },
  { path: '/mining-power-detail' },
];

describe('matchRoute', () => {
  it.each([
    '/shop',
    '/shop/',
    '/SHOP',
    '/product/7',
    '/product/new',
    '/product/%E4%B8%AD',
    '/product/',
    '/product/7/specs',
    '/admin/contact',
    '/admin',
    '/mining-power-detail',
    '/mining-power/detail',
    '/no/such/page',
    '/',
  ])('finds what react-router finds for %s', (pathname) => {
    expect(matchRoute(ROUTES, pathname)?.path).toBe(matchRoutes(ROUTES, pathname)?.[0]?.route.path);
  });

  it('prefers fixed segments to parameters, whatever the order', () => {
    expect(matchRoute(ROUTES, '/product/new')?.path).toBe('/product/new');
    expect(matchRoute([...ROUTES].reverse(), '/product/new')?.path).toBe('/product/new');
  });

  it('reads a trailing slash as none', () => {
    expect(normalisePath('/software/')).toBe('/software');
    expect(normalisePath('/')).toBe('/');
    expect(matchesPath('/software', '/software//')).toBe(true);
  });
});

describe('fillParams', () => {
  it('puts the address’s segments in place of the route’s parameters', () => {
    expect(fillParams('/api/products/:id', '/product/:id', '/product/S19%20XP/')).toBe(
      '/api/products/S19%20XP',
    );
    expect(fillParams('/api/orders/:orderId/payment', '/o/:orderId', '/o/AB12')).toBe(
      '/api/orders/AB12/payment',
    );
    expect(fillParams('/api/products?page=1', '/shop', '/shop')).toBe('/api/products?page=1');
  });
});
