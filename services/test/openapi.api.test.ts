// GET /api/openapi.json: an OpenAPI 3.1 document that lists every route the routers serve.
import * as contract from '@minesite/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';
import { testRouters } from './support/test-routers.js';

let api: TestApi;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as JSON
let document: any;
beforeAll(async () => {
  api = await startTestApi('openapi');
  const reply = await api.call('GET', '/api/openapi.json');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  document = reply.body;
});
afterAll(() => api.close());

/** Every `METHOD /path` the routers answer, read from their layers, in OpenAPI's path syntax. */
function servedRoutes(): string[] {
  const routers = testRouters(api.db);
  return routers.flatMap(({ router }) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => {
          const path = String(layer.path)
            .replace(/\/$/, '')
            .replace(/:(\w+)/g, '{$1}');
          return `${method} ${path}`;
        }),
    ),
  );
}

/** Every `METHOD /path` the contract declares (shared/src/contract/endpoints). */
function declaredRoutes(): string[] {
  const tables = [
    ...Object.entries(contract).flatMap(([name, value]) =>
      name.endsWith('Endpoints') && typeof value === 'object'
        ? [value as Record<string, contract.Route>]
        : [],
    ),
    ...contract.CONTENT_KINDS.map((kind) => contract.contentEndpoints(kind)),
  ];
  return tables.flatMap((table) =>
    Object.values(table).map(
      ({ method, path }) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`,
    ),
  );
}

function documentedRoutes(): string[] {
  return Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
  });

  it('documents every route the service serves, and no other', () => {
    const served = servedRoutes();
    const documented = documentedRoutes();

    const missing = served.filter((route) => !documented.includes(route));
    expect(
      missing,
      'served but not in the document: declare these with api.route(...) (src/http/operations.ts)',
    ).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
    for (const route of [
      'GET /api/health',
      'POST /api/auth/login',
      'POST /api/orders',
      'GET /api/products',
      'POST /api/upload',
      'POST /api/power-consultations',
      'GET /api/openapi.json',
    ]) {
      expect(documented).toContain(route);
    }
  });

  it('serves every endpoint the contract declares, and no other', () => {
    expect(servedRoutes().sort()).toEqual(declaredRoutes().sort());
  });

  it('marks the admin operations with the session cookie and their 401', () => {
    const login = document.paths['/api/auth/login'].post;
    expect(login.security).toBeUndefined();

    const write = document.paths['/api/products/{id}'].put;
    expect(write.security).toEqual([{ adminSession: [] }]);
    expect(write.responses['401']).toBeDefined();
    expect(document.components.securitySchemes.adminSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
  });

  it('describes bodies, parameters and replies from the contract schemas', () => {
    const list = document.paths['/api/products'].get;
    const category = list.parameters.find((p: { name: string }) => p.name === 'category');
    expect(category).toMatchObject({ in: 'query', required: false });
    expect(category.schema.enum).toContain('miner');
    expect(list.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ProductPage',
    });

    const create = document.paths['/api/contacts'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body).toEqual({ $ref: '#/components/schemas/ContactBody' });
    expect(document.components.schemas.ContactBody.required).toEqual(['title', 'email', 'message']);
    expect(create.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorReply',
    });

    const path = document.paths['/api/orders/{orderId}'].get.parameters[0];
    expect(path).toMatchObject({ name: 'orderId', in: 'path', required: true });
  });

  it('states the rules the server applies beyond the field types', () => {
    const schemas = document.components.schemas;
    // A product's body is what PUT and POST take: never the id or times the service sets.
    const put = document.paths['/api/products/{id}'].put;
    expect(put.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ProductInput',
    });
    for (const kind of schemas.ProductInput.oneOf) {
      expect(Object.keys(kind.properties)).not.toContain('id');
      expect(Object.keys(kind.properties)).not.toContain('createdAt');
    }
    // Only the widths the service stores.
    const image = document.paths['/api/uploads/{name}'].get.parameters;
    expect(image.find((p: { name: string }) => p.name === 'w').schema.enum).toEqual([
      '240',
      '480',
      '960',
    ]);
    // A required text must say something (white space alone is refused).
    expect(schemas.ContactBody.properties.title.pattern).toMatch(/^\[\^/);
    // Hash power takes a pool and a deduction method, other kinds neither.
    expect(schemas.CreateOrderBody.then.required).toEqual(['selectedPool', 'paymentMethod']);
    // The upload takes one image field and nothing else.
    const upload = document.paths['/api/upload'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema.additionalProperties).toBe(false);
    expect(upload.encoding.file.contentType).toBe('image/png, image/jpeg, image/webp, image/gif');
  });

  it('documents a 422 where a choice matches its schema but not the catalog', () => {
    for (const path of ['/api/quotes', '/api/orders']) {
      expect(document.paths[path].post.responses['422'], path).toBeDefined();
    }
  });

  it('resolves every reference to a component', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const name = ref.slice('"$ref":"#/components/schemas/'.length, -1);
      expect(document.components.schemas[name], ref).toBeDefined();
    }
  });
});
