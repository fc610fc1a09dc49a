// The routers mounted in turn (http/router.ts mountRouter), each entered only by a path its
// routes may match: a request still reaches its route through the routers before it, in any
// case of its path, and a known path with another method still gets 405 with Allow.
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter, mountRouter } from '../../src/http/router.js';

let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const app = new Koa();
  const health = createRouter('/api/health');
  health.get('/', (ctx) => {
    ctx.body = { router: 'health' };
  });
  const orders = createRouter('/api');
  orders.get('/orders/:orderId', (ctx) => {
    ctx.body = { router: 'orders', orderId: ctx.params.orderId };
  });
  orders.delete('/orders/:orderId', (ctx) => {
    ctx.status = 204;
  });
  const pages = createRouter('/api');
  pages.get('/:slug', (ctx) => {
    ctx.body = { router: 'pages', slug: ctx.params.slug };
  });
  const late = createRouter('/api');
  late.get('/early', (ctx) => {
    ctx.body = { router: 'late', route: 'early' };
  });
  for (const router of [health, orders, late, pages]) app.use(mountRouter(router));
  // Registered after mounting: the pages' `/:slug` must not take its path.
  late.get('/later', (ctx) => {
    ctx.body = { router: 'late', route: 'later' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

const json = async (path: string, init?: RequestInit) => {
  const reply = await fetch(`${base}${path}`, init);
  return { status: reply.status, allow: reply.headers.get('allow'), body: await reply.text() };
};

describe('mountRouter', () => {
  it('reaches a route through the routers mounted before it', async () => {
    expect(JSON.parse((await json('/api/orders/ORD1')).body)).toEqual({
      router: 'orders',
      orderId: 'ORD1',
    });
    expect(JSON.parse((await json('/api/about')).body)).toEqual({ router: 'pages', slug: 'about' });
    expect(JSON.parse((await json('/api/health')).body)).toEqual({ router: 'health' });
  });

  it('reaches a route registered after its router was mounted', async () => {
    expect(JSON.parse((await json('/api/later')).body)).toEqual({ router: 'late', route: 'later' });
  });

  it('matches a path in any case, as the router does', async () => {
    expect(JSON.parse((await json('/API/Health')).body)).toEqual({ router: 'health' });
    expect(JSON.parse((await json('/Api/Orders/ORD2')).body).orderId).toBe('ORD2');
  });

  it('answers a known path with another method 405 with Allow', async () => {
    const reply = await json('/api/orders/ORD1', { method: 'PUT' });
    expect(reply.status).toBe(405);
    expect(reply.allow?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD']);
  });

  it('leaves a path no router knows to the app (404)', async () => {
    expect((await json('/elsewhere')).status).toBe(404);
  });
});
