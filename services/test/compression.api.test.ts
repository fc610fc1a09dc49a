// What a phone receives over the wire: JSON answers compressed by its Accept-Encoding, small
// answers and pictures as they are. Read with node:http, which (unlike fetch) does not decode.
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('compression', { seed: true });
});
afterAll(() => api.close());

/** The raw bytes and headers of a GET, with the Accept-Encoding given. */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    get(api.baseUrl + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const FIRST_SHOP_PAGE = '/api/products?category=miner&page=1&pageSize=10';

describe('answers on the wire', () => {
  it('sends a large JSON answer brotli-compressed to a client that takes br, a third of its size or less', async () => {
    const plain = await rawGet(FIRST_SHOP_PAGE);
    const br = await rawGet(FIRST_SHOP_PAGE, 'gzip, deflate, br');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(
      JSON.parse(plain.bytes.toString()),
    );
  });

  it('sends gzip to a client without brotli', async () => {
    const gzip = await rawGet(FIRST_SHOP_PAGE, 'gzip');

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString()).items).toHaveLength(10);
  });

  it('compresses an answer made for the call (an order read by its id) as the client takes it', async () => {
    const created = await api.call('POST', '/api/orders', checkoutBody());
    const path = `/api/orders/${created.body.orderId}`;
    const plain = await rawGet(path);
    const br = await rawGet(path, 'gzip, deflate, br');
    const gzip = await rawGet(path, 'gzip');

    expect(plain.headers['content-encoding']).toBeUndefined();
    const order = JSON.parse(plain.bytes.toString());
    expect(order.orderId).toBe(created.body.orderId);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(order);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(order);
  });

  it('leaves small answers and pictures as they are', async () => {
    const health = await rawGet('/api/health', 'br');
    const picture = await rawGet('/api/uploads/seed-1.webp', 'br');

    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.bytes.toString())).toEqual({ status: 'ok', database: 'up' });
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['content-encoding']).toBeUndefined();
  });
});
