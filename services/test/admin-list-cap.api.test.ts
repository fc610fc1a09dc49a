// An admin list asked for without `page` and `pageSize` answers the newest UNPAGED_LIST_MAX
// rows at most (orders, contacts, power consultations), never every row of a full database.
import { UNPAGED_LIST_MAX } from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('admin_list_cap');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const ROWS = UNPAGED_LIST_MAX + 5;
const at = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000);

/** ROWS copies of `template`, the n-th created n minutes after the first. */
async function fill(
  collection: string,
  template: Record<string, unknown>,
  id: (n: number) => unknown,
) {
  const rows = Array.from({ length: ROWS }, (_, n) => ({
    ...template,
    _id: id(n),
    // Orders' request keys are unique (an index): each copy its own.
    ...(collection === 'orders' ? { requestKey: id(n), openSlot: id(n) } : {}),
    createdAt: at(n),
    updatedAt: at(n),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await api.db.collection(collection).insertMany(rows.slice(start, start + 200) as never[]);
  }
}

describe('unpaged admin lists', () => {
  it('answer the newest 1000 contacts at most', async () => {
    expect(UNPAGED_LIST_MAX).toBe(1000);
    await fill(
      'contacts',
      {
        title: 'Ana',
        email: 'a@example.es',
        phone: '',
        machineCount: '',
        source: '',
        status: 'new',
      },
      () => new ObjectId(),
    );

    const reply = await api.call('GET', '/api/contacts', undefined, admin);

    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(UNPAGED_LIST_MAX);
    expect(reply.body[0].createdAt).toBe(at(ROWS - 1).toISOString());
  });

  it('answer the newest 1000 power consultations at most', async () => {
    await fill(
      'power_consultations',
      { name: 'Ana', email: 'a@example.es', phone: '', message: 'Gas', status: 'new' },
      () => new ObjectId(),
    );

    const reply = await api.call('GET', '/api/power-consultations', undefined, admin);

    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(UNPAGED_LIST_MAX);
  });

  it('answer the newest 1000 orders at most', async () => {
    const placed = await api.call('POST', '/api/orders', checkoutBody());
    expect(placed.status).toBe(201);
    const [order] = await api.db.collection('orders').find().toArray();
    const { _id: _ignored, ...template } = order!;
    await api.db.collection('orders').deleteMany({});
    await fill('orders', template, (n) => `${String(template.orderId)}-${n}`);

    const reply = await api.call('GET', '/api/orders', undefined, admin);

    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(UNPAGED_LIST_MAX);
  });

  it('say so in the OpenAPI document', async () => {
    const document = (await api.call('GET', '/api/openapi.json')).body;
    for (const path of ['/api/orders', '/api/contacts', '/api/power-consultations']) {
      expect(document.paths[path].get.description).toContain(`newest ${UNPAGED_LIST_MAX} at most`);
    }
  });
});
