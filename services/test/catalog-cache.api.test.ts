// The catalog read from memory and the public reads browsers and the web server may reuse: ETag
// and 304, the public Cache-Control, the admin's own writes seen at once, and another replica's
// writes seen within a few seconds (two app instances on one database).
import type { Product, ProductInput } from '@minesite/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const PUBLIC_CACHE = 'public, max-age=5, stale-while-revalidate=60';
/** A write through one replica shows through the other within this (the copy checks each 1 s). */
const REPLICA_BOUND_MS = 5000;

let api: TestApi;
let other: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('catalog_cache');
  other = await startTestApi('catalog_cache_other', { dbName: api.db.databaseName });
  admin = await openAdminSession(api);
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const MINERS = '/api/products?category=miner&page=1&pageSize=10';

/**
 * A revalidation as a browser sends it on reload. (Without a Cache-Control of its own, fetch
 * adds `no-cache` to a conditional request, and a request marked so is answered in full.)
 */
const revalidating = (etag: string | null) => ({
  'if-none-match': etag!,
  'cache-control': 'max-age=0',
});

function withoutServerFields(product: Product): ProductInput {
  const { id: _id, createdAt: _c, updatedAt: _u, ...input } = product;
  return input as ProductInput;
}

describe.each([
  ['the product list', MINERS],
  ['one product', '/api/products/1'],
  ['the market figures', '/api/market'],
])('%s', (_name, path) => {
  it('carries a weak ETag and the public Cache-Control', async () => {
    const reply = await api.call('GET', path);

    expect(reply.status).toBe(200);
    expect(reply.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(reply.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });

  it('answers 304 without a body to the ETag it gave', async () => {
    const first = await api.call('GET', path);

    const again = await api.call('GET', path, undefined, revalidating(first.headers.get('etag')));

    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });

  it('answers the whole reply to an ETag that is not the current one', async () => {
    const reply = await api.call('GET', path, undefined, revalidating('W/"old"'));

    expect(reply.status).toBe(200);
    expect(reply.body).toBeDefined();
  });

  it('is not stored by any cache when the request carries the admin session', async () => {
    const reply = await api.call('GET', path, undefined, admin);

    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});

describe('an error of a public read', () => {
  it('carries neither an ETag nor the public Cache-Control', async () => {
    const reply = await api.call('GET', '/api/products/no-such-product');

    expect(reply.status).toBe(404);
    expect(reply.headers.get('etag')).toBeNull();
    expect(reply.headers.get('cache-control')).not.toBe(PUBLIC_CACHE);
  });
});

describe('an admin write', () => {
  it('shows in the next public read of the same replica, under a new ETag', async () => {
    const before = await api.call('GET', '/api/products/antminer-l7');
    const list = await api.call('GET', MINERS);

    const put = await api.call(
      'PUT',
      '/api/products/antminer-l7',
      { ...withoutServerFields(before.body as Product), price: before.body.price + 1 },
      admin,
    );
    expect(put.status).toBe(200);
    expect(put.headers.get('cache-control')).toBe('no-store');

    const after = await api.call(
      'GET',
      '/api/products/antminer-l7',
      undefined,
      revalidating(before.headers.get('etag')),
    );
    expect(after.status).toBe(200);
    expect(after.body.price).toBe(before.body.price + 1);
    const listAfter = await api.call(
      'GET',
      MINERS,
      undefined,
      revalidating(list.headers.get('etag')),
    );
    expect(listAfter.status).toBe(200);
    expect(listAfter.headers.get('etag')).not.toBe(list.headers.get('etag'));
    // The same question answered anew, not the list kept for the version before.
    const listed = (listAfter.body.items as Product[]).find((p) => p.id === 'antminer-l7');
    expect(listed?.price).toBe(before.body.price + 1);
  });

  it('bumps the catalog version every replica checks', async () => {
    const version = () =>
      api.db.collection('catalog_version').findOne({ _id: 'products' as never });
    const before = (await version())?.version ?? 0;
    const product = (await api.call('GET', '/api/products/1')).body as Product;

    await api.call('PUT', '/api/products/1', withoutServerFields(product), admin);

    const after = await version();
    expect(after?.version).toBe(before + 1);
    expect(after?.changedAt).toBeInstanceOf(Date);
  });
});

describe('another replica on the same database', () => {
  it('sees an update, a new product and a deletion within a few seconds', async () => {
    const original = (await other.call('GET', '/api/products/antminer-s19j-pro')).body as Product;
    const total = (await other.call('GET', MINERS)).body.total as number;

    const price = original.price + 7;
    await api.call(
      'PUT',
      '/api/products/antminer-s19j-pro',
      { ...withoutServerFields(original), price },
      admin,
    );
    await vi.waitFor(async () => {
      const reply = await other.call('GET', '/api/products/antminer-s19j-pro');
      expect(reply.body.price).toBe(price);
    }, REPLICA_BOUND_MS);

    const created = await api.call(
      'POST',
      '/api/products',
      { ...withoutServerFields(original), sortOrder: -1 },
      admin,
    );
    expect(created.status).toBe(201);
    const listed = await vi.waitFor(async () => {
      const reply = await other.call('GET', MINERS);
      expect(reply.body.total).toBe(total + 1);
      return reply;
    }, REPLICA_BOUND_MS);
    expect(listed.body.items[0].id).toBe(created.body.id);

    await api.call('DELETE', `/api/products/${created.body.id}`, undefined, admin);
    await vi.waitFor(async () => {
      expect((await other.call('GET', MINERS)).body.total).toBe(total);
    }, REPLICA_BOUND_MS);
    expect((await other.call('GET', `/api/products/${created.body.id}`)).status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('states the ETag, the Cache-Control and the 304 of each public read', async () => {
    const document = (await api.call('GET', '/api/openapi.json')).body;

    for (const path of ['/api/products', '/api/products/{id}', '/api/market']) {
      const { responses } = document.paths[path].get;
      expect(Object.keys(responses['200'].headers), path).toEqual(['ETag', 'Cache-Control']);
      expect(responses['304'].headers.ETag, path).toBeDefined();
      expect(responses['304'].content, path).toBeUndefined();
    }
  });
});
