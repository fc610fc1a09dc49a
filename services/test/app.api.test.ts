import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('app');
});
afterAll(() => api.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const reply = await api.call('GET', '/api/health');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 degraded when the database does not answer', async () => {
    // Nothing listens on port 9; the driver gives up after a short server selection.
    const client = new MongoClient('mongodb://127.0.0.1:9/', { serverSelectionTimeoutMS: 300 });
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: 'mongodb://127.0.0.1:9/',
      LOG_LEVEL: 'silent',
    });
    const app = createApp({ db: client.db('none'), config, logger: createLogger('silent') });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      server.close();
      await client.close();
    }
  });
});

describe('requests no route answers', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const reply = await api.call('GET', '/api/nothing-here');

    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toMatch(/application\/json/);
    expect(reply.body).toEqual({
      error: 'No route for GET /api/nothing-here',
      message: 'No route for GET /api/nothing-here',
      code: 'route_not_found',
    });
  });

  it('answers a known path with a wrong method with 405 and Allow', async () => {
    const reply = await api.call('PATCH', '/api/contacts', { title: 'x' });

    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toContain('GET');
    expect(reply.headers.get('allow')).toContain('POST');
    expect(reply.body.code).toBe('method_not_allowed');
  });

  it('answers any other method a route lacks (TRACE, PROPFIND …) with 405 and Allow, not 501', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
      const reply = await rawRequest(method, '/api/products');

      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow, method).toBe('HEAD, GET, POST');
      expect(JSON.parse(reply.body), method).toMatchObject({ code: 'method_not_allowed' });
    }
    expect((await rawRequest('TRACE', '/api/nothing-here')).status).toBe(404);
  });
});

/** A request in any method (fetch refuses TRACE). */
function rawRequest(method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(`${api.baseUrl}${path}`, { method }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.once('error', reject);
      req.end();
    },
  );
}

describe('request bodies', () => {
  it('refuses a body over the size limit with 413', async () => {
    const reply = await api.call('POST', '/api/contacts', {
      title: 'Big',
      email: 'big@example.com',
      source: 'x'.repeat(1_100_000),
    });

    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ code: 'payload_too_large', error: reply.body.message });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const reply = await api.call('POST', '/api/contacts', 'title=Li', {
      'content-type': 'application/x-www-form-urlencoded',
    });

    expect(reply.status).toBe(415);
    expect(reply.body.message).toBe('Request body must be JSON (Content-Type: application/json)');
  });

  it('reads a missing body as empty, naming the required fields', async () => {
    const response = await fetch(`${api.baseUrl}/api/contacts`, { method: 'POST' });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe('title is required; email is required; message is required');
  });
});

describe('CORS', () => {
  const siteOrigin = 'http://localhost:3000';

  it('lets a configured origin read replies, with credentials', async () => {
    const reply = await api.call('GET', '/api/health', undefined, { origin: siteOrigin });

    expect(reply.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(reply.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers a preflight from a configured origin', async () => {
    const response = await fetch(`${api.baseUrl}/api/contacts/0123456789abcdef01234567`, {
      method: 'OPTIONS',
      headers: {
        origin: siteOrigin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('keeps CORS headers on error replies, so the site can read the message', async () => {
    const reply = await api.call('POST', '/api/contacts', {}, { origin: siteOrigin });

    expect(reply.status).toBe(400);
    expect(reply.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  it('gives other origins no CORS headers', async () => {
    const reply = await api.call('GET', '/api/health', undefined, {
      origin: 'https://evil.example',
    });

    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });
});
