// Orders stored before `_id` became the orderId (under an ObjectId, with a unique index on
// orderId) are moved at start, keep every field, and are found, paid and listed as before.
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOrderIds } from '../src/modules/orders/order-id-migration.js';
import { checkoutBody, legacyOrderId } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('order_id_migration');
});
afterAll(() => api.close());

const orders = () => api.db.collection('orders');

describe('orders stored under an ObjectId', () => {
  it('are moved under their orderId at start, and served as before', async () => {
    // A database of the former layout: a unique index on orderId and ObjectId keys.
    await orders().createIndex({ orderId: 1 }, { name: 'order_id_unique', unique: true });
    const created = await api.call('POST', '/api/orders', checkoutBody());
    const fresh = created.body.orderId as string;
    const stored = (await orders().findOne({ orderId: fresh }))!;
    await orders().deleteOne({ _id: fresh as unknown as ObjectId });
    const oldKey = new ObjectId();
    const oldId = legacyOrderId();
    await orders().insertOne({ ...stored, _id: oldKey, orderId: oldId });

    expect(await migrateOrderIds(api.db)).toBe(1);

    const moved = await orders().findOne({ orderId: oldId });
    expect(moved).toEqual({ ...stored, _id: oldId, orderId: oldId });
    expect(await orders().countDocuments({ _id: oldKey })).toBe(0);
    const reply = await api.call('GET', `/api/orders/${oldId}`);
    expect(reply.status).toBe(200);
    expect(reply.body.orderId).toBe(oldId);

    // Again (another replica, the next start): nothing left to move, nothing lost.
    expect(await migrateOrderIds(api.db)).toBe(0);
    expect(await orders().countDocuments({ orderId: oldId })).toBe(1);
  });

  it('new orders are stored under their orderId', async () => {
    const created = await api.call('POST', '/api/orders', checkoutBody());
    expect(created.status).toBe(201);
    const id = created.body.orderId as unknown as ObjectId;
    expect(await orders().findOne({ _id: id })).toMatchObject({ orderId: created.body.orderId });
  });
});
