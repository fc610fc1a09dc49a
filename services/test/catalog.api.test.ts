// The catalog: GET /api/products with every filter, pagination, one product, the operator's
// writes, and the seed (idempotent, keeps the operator's edits, serves its pictures).
import {
  ALGORITHMS,
  COINS,
  COOLING_TYPES,
  HASHRATE_BANDS,
  parseBand,
  POWER_BANDS,
  PRICE_BANDS,
  type Product,
  type ProductInput,
} from '@minesite/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../src/modules/catalog/seed-catalog.js';
import { seedFiles } from '../src/modules/catalog/seed/index.js';
import { openAdminSession } from './support/admin-session.js';
import { aCloudPackage } from './support/cloud-package.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string };
beforeAll(async () => {
  api = await startTestApi('catalog', { seed: true });
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const asAdmin = (method: string, path: string, body?: unknown) =>
  api.call(method, path, body, admin);

type Miner = Extract<Product, { category: 'miner' }>;

/** Every product a query matches, across all pages. */
async function all(query: string): Promise<Product[]> {
  const items: Product[] = [];
  for (let page = 1; ; page++) {
    const reply = await api.call('GET', `/api/products?${query}&page=${page}&pageSize=100`);
    expect(reply.status).toBe(200);
    items.push(...(reply.body.items as Product[]));
    if (items.length >= reply.body.total) return items;
  }
}
const miners = async (query = '') => (await all(`category=miner&${query}`)) as Miner[];

describe('the seeded miners', () => {
  it('include the whole-machine page: id 1, 141 TH/s, 3031 W, 21.5 J/T', async () => {
    const reply = await api.call('GET', '/api/products/1');

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: '1',
      category: 'miner',
      currency: 'CNY',
      specs: {
        algorithm: 'SHA-256',
        coin: 'BTC',
        hashrateTh: 141,
        powerW: 3031,
        efficiencyJPerTh: 21.5,
      },
    });
    for (const locale of ['zh', 'en', 'es', 'ru']) {
      expect(reply.body.name[locale]).toEqual(expect.any(String));
      expect(reply.body.description[locale].length).toBeGreaterThan(20);
    }
  });

  it('cover every algorithm, coin and cooling, each filter answering only what matches', async () => {
    for (const algorithm of ALGORITHMS) {
      const found = await miners(`algorithm=${algorithm}`);
      expect(found.length, algorithm).toBeGreaterThan(0);
      expect(found.every((m) => m.specs.algorithm === algorithm)).toBe(true);
    }
    for (const coin of COINS) {
      const found = await miners(`coin=${coin}`);
      expect(found.length, coin).toBeGreaterThan(0);
      expect(found.every((m) => m.specs.coin === coin)).toBe(true);
    }
    for (const cooling of COOLING_TYPES) {
      const found = await miners(`cooling=${cooling}`);
      expect(found.length, cooling).toBeGreaterThan(0);
      expect(found.every((m) => m.specs.cooling === cooling)).toBe(true);
    }
  });

  it('fill every hashrate, power and price band, each band answering only what lies in it', async () => {
    const bands = [
      ['hashrate', HASHRATE_BANDS, (m: Miner) => m.specs.hashrateTh],
      ['power', POWER_BANDS, (m: Miner) => m.specs.powerW],
      ['price', PRICE_BANDS, (m: Miner) => m.price],
    ] as const;
    for (const [filter, values, read] of bands) {
      for (const value of values) {
        const { min, max } = parseBand(value)!;
        const found = await miners(`${filter}=${value}`);
        expect(found.length, `${filter}=${value}`).toBeGreaterThan(0);
        for (const miner of found) {
          expect(read(miner)).toBeGreaterThanOrEqual(min);
          expect(read(miner)).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it('have a picture served like an upload, with a stable address', async () => {
    const product = (await api.call('GET', '/api/products/1')).body as Product;

    expect(product.images).toEqual(['/api/uploads/seed-1.webp']);
    const response = await fetch(api.baseUrl + product.images[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('GET /api/products', () => {
  it('combines filters: all of them must hold', async () => {
    const found = await miners('algorithm=SHA-256&cooling=liquid&power=4000-5000');

    expect(found.length).toBeGreaterThan(0);
    for (const miner of found) {
      expect(miner.specs).toMatchObject({ algorithm: 'SHA-256', cooling: 'liquid' });
      expect(miner.specs.powerW).toBeGreaterThanOrEqual(4000);
      expect(miner.specs.powerW).toBeLessThanOrEqual(5000);
    }
    expect(await miners('coin=LTC&algorithm=SHA-256')).toEqual([]);
  });

  it('filters by category', async () => {
    const created = await asAdmin('POST', '/api/products', aCloudPackage());
    expect(created.status).toBe(201);

    const packages = await all('category=cloud-package');
    expect(packages.map((p) => p.id)).toContain(created.body.id);
    expect(packages.every((p) => p.category === 'cloud-package')).toBe(true);
    expect((await miners()).map((p) => p.id)).not.toContain(created.body.id);
  });

  it('searches names in any language, ignoring case, with the text taken literally', async () => {
    const english = await all('q=ANTMINER%20s21');
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((p) => /antminer s21/i.test(p.name.en))).toBe(true);

    const chinese = await all(`q=${encodeURIComponent('蚂蚁矿机')}`);
    expect(chinese.map((p) => p.id)).toContain('1');

    const plus = await all(`q=${encodeURIComponent('S21+')}`);
    expect(plus.map((p) => p.id)).toContain('antminer-s21-plus-hydro');
    expect(plus.map((p) => p.id)).not.toContain('antminer-s21-195t');
    expect(plus.every((p) => Object.values(p.name).some((name) => name.includes('S21+')))).toBe(
      true,
    );

    expect(await all(`q=${encodeURIComponent('.*')}`)).toEqual([]);
  });

  it('filters packages by mode, miner model, period and discount', async () => {
    const accelerated = await asAdmin(
      'POST',
      '/api/products',
      aCloudPackage({
        mode: 'accelerated',
        minerModel: 'Filter Model X',
        periodDays: 365,
        discounted: true,
      }),
    );
    const permanent = await asAdmin(
      'POST',
      '/api/products',
      aCloudPackage({ minerModel: 'Filter Model X', periodDays: null }),
    );
    const packages = async (query: string) =>
      (await all(`category=cloud-package&${query}`)) as Extract<
        Product,
        { category: 'cloud-package' }
      >[];
    const ids = async (query: string) => (await packages(query)).map((p) => p.id);

    expect(await ids('mode=accelerated')).toContain(accelerated.body.id);
    expect(await ids('mode=accelerated')).not.toContain(permanent.body.id);
    expect((await packages('mode=accelerated')).every((p) => p.specs.mode === 'accelerated')).toBe(
      true,
    );
    expect((await ids('minerModel=Filter%20Model%20X')).sort()).toEqual(
      [accelerated.body.id, permanent.body.id].sort(),
    );
    expect(await ids('period=365')).toContain(accelerated.body.id);
    expect(await ids('period=365')).not.toContain(permanent.body.id);
    expect((await packages('period=365')).every((p) => p.specs.periodDays === 365)).toBe(true);
    expect(await ids('period=permanent')).toContain(permanent.body.id);
    expect(await ids('period=permanent')).not.toContain(accelerated.body.id);
    const permanentAnywhere = await all('period=permanent');
    expect(
      permanentAnywhere.every((p) => p.category === 'cloud-package' && p.specs.periodDays === null),
    ).toBe(true);
    expect(await ids('discounted=true')).toContain(accelerated.body.id);
    expect(await ids('discounted=true')).not.toContain(permanent.body.id);
    expect((await packages('discounted=true')).every((p) => p.specs.discounted)).toBe(true);
    expect(await ids('discounted=false')).toContain(permanent.body.id);
  });

  it('pages the list in sortOrder then id order, with the total', async () => {
    const everything = await miners();
    const sorted = [...everything].sort((a, b) =>
      a.sortOrder !== b.sortOrder ? a.sortOrder - b.sortOrder : a.id < b.id ? -1 : 1,
    );
    expect(everything.map((p) => p.id)).toEqual(sorted.map((p) => p.id));

    const pages = [];
    for (const page of [1, 2, 3]) {
      const reply = await api.call('GET', `/api/products?category=miner&page=${page}&pageSize=5`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ page, pageSize: 5, total: everything.length });
      pages.push(...reply.body.items.map((p: Product) => p.id));
    }
    expect(pages).toEqual(everything.slice(0, 15).map((p) => p.id));

    const beyond = await api.call('GET', '/api/products?category=miner&page=99&pageSize=5');
    expect(beyond.body).toEqual({ items: [], total: everything.length, page: 99, pageSize: 5 });
  });

  it('defaults to page 1 of 20', async () => {
    const reply = await api.call('GET', '/api/products');

    expect(reply.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(reply.body.items.length).toBeLessThanOrEqual(20);
  });

  it.each([
    ['category=toaster', 'category must be one of'],
    ['algorithm=sha256', 'algorithm must be one of'],
    ['coin=btc', 'coin must be one of'],
    ['cooling=water', 'cooling must be one of'],
    ['hashrate=0-60', 'hashrate must be one of: 0-50, 50-100, 100-150, 150-200'],
    ['power=5000-6000', 'power must be one of'],
    ['price=cheap', 'price must be one of'],
    ['mode=turbo', 'mode must be one of'],
    ['period=-30', 'period'],
    ['discounted=yes', 'discounted must be one of: true, false'],
    ['page=0', 'page must be at least 1'],
    ['pageSize=101', 'pageSize must be at most 100'],
    ['pageSize=ten', 'pageSize'],
    ['colour=red', 'colour is not an allowed field'],
    ['category=miner&category=gpu-plan', 'category'],
  ])('refuses %s with 400 naming the filter', async (query, message) => {
    const reply = await api.call('GET', `/api/products?${query}`);

    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation_failed');
    expect(reply.body.message).toContain(message);
  });
});

describe('GET /api/products/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await api.call('GET', '/api/products/no-such-product');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'product_not_found',
      message: 'Product no-such-product not found',
    });

    const malformed = await api.call('GET', '/api/products/Not%20An%20Id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('id must be 1 to 64 lowercase letters, digits or -');
  });
});

describe('the operator writes the catalog', () => {
  it('refuses every write without the admin session', async () => {
    const writes = [
      api.call('POST', '/api/products', aCloudPackage()),
      api.call('PUT', '/api/products/1', aCloudPackage()),
      api.call('DELETE', '/api/products/1'),
    ];
    for (const reply of await Promise.all(writes)) {
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('unauthorized');
    }
    expect((await api.call('GET', '/api/products/1')).status).toBe(200);
  });

  it('creates a product under a server-made id, readable at once', async () => {
    const reply = await asAdmin('POST', '/api/products', { ...aCloudPackage(), id: 'chosen' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('id is not an allowed field');

    const created = await asAdmin('POST', '/api/products', aCloudPackage());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...aCloudPackage(),
      id: expect.stringMatching(/^p[0-9a-f]{16}$/),
    });
    expect(created.body.createdAt).toBe(created.body.updatedAt);

    const read = await api.call('GET', `/api/products/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('refuses a body that does not match its category, and operator-shaped values', async () => {
    const wrongSpecs = await asAdmin('POST', '/api/products', {
      ...aCloudPackage(),
      category: 'gpu-plan',
    });
    expect(wrongSpecs.status).toBe(400);

    const operator = await asAdmin('POST', '/api/products', {
      ...aCloudPackage(),
      price: { $gt: 0 },
    });
    expect(operator.status).toBe(400);
    expect(operator.body.issues).toEqual([{ path: 'price', message: 'price must be a number' }]);

    const missingLocale = await asAdmin('POST', '/api/products', {
      ...aCloudPackage(),
      name: { zh: '套餐', en: 'Package' },
    });
    expect(missingLocale.status).toBe(400);
    expect(missingLocale.body.message).toBe('name.es is required; name.ru is required');
  });

  it('replaces a product, keeping its id and createdAt', async () => {
    const created = await asAdmin('POST', '/api/products', aCloudPackage());
    const edit = { ...aCloudPackage({ percentSold: 100 }), soldOut: true };

    const reply = await asAdmin('PUT', `/api/products/${created.body.id}`, edit);

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      ...edit,
      id: created.body.id,
      createdAt: created.body.createdAt,
    });
    expect(Date.parse(reply.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.body.updatedAt),
    );
    expect((await api.call('GET', `/api/products/${created.body.id}`)).body).toEqual(reply.body);

    const unknown = await asAdmin('PUT', '/api/products/no-such-product', edit);
    expect(unknown.status).toBe(404);
  });

  it('deletes a product', async () => {
    const created = await asAdmin('POST', '/api/products', aCloudPackage());

    const reply = await asAdmin('DELETE', `/api/products/${created.body.id}`);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: '删除成功' });
    expect((await api.call('GET', `/api/products/${created.body.id}`)).status).toBe(404);
    expect((await asAdmin('DELETE', `/api/products/${created.body.id}`)).status).toBe(404);
  });
});

describe('the seed', () => {
  it('inserts nothing again, and keeps what the operator edited or deleted', async () => {
    const before = await api.db.collection('products').countDocuments();
    const original = (await api.call('GET', '/api/products/antminer-l7')).body as Product;
    await asAdmin('PUT', '/api/products/antminer-l7', {
      ...stripServerFields(original),
      price: 19999,
    });
    await asAdmin('DELETE', '/api/products/antminer-d9');

    const again = await seedCatalog(api.db, seedFiles);

    expect(again.inserted).toEqual([]);
    expect(await api.db.collection('products').countDocuments()).toBe(before - 1);
    expect((await api.call('GET', '/api/products/antminer-l7')).body.price).toBe(19999);
    expect((await api.call('GET', '/api/products/antminer-d9')).status).toBe(404);
    expect(
      await api.db.collection('uploads.files').countDocuments({ filename: 'seed-1.webp' }),
    ).toBe(1);
  });

  it('inserts a product added to the seed files later', async () => {
    const added = { id: 'seed-test-later', ...aCloudPackage() };

    const first = await seedCatalog(api.db, [...seedFiles, { products: [added] }]);
    const second = await seedCatalog(api.db, [...seedFiles, { products: [added] }]);

    expect(first.inserted).toEqual(['seed-test-later']);
    expect(second.inserted).toEqual([]);
    expect((await api.call('GET', '/api/products/seed-test-later')).body.images).toEqual([
      '/api/uploads/seed-seed-test-later.webp',
    ]);
  });
});

function stripServerFields(product: Product): ProductInput {
  const { id: _id, createdAt: _c, updatedAt: _u, ...input } = product;
  return input as ProductInput;
}
