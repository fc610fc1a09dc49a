// The audit trail: every admin write of products and orders is recorded with who, when and the
// fields it changed (secrets redacted), read by the admin only, and kept 365 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFields } from '../src/modules/audit/audit-changes.js';
import { auditCollection, recordChange } from '../src/modules/audit/audit-log.js';
import { auditModule, sweepAuditLog } from '../src/modules/audit/audit-module.js';
import { adminFormBody, adminOrderView } from './support/admin-orders.js';
import { openAdminSession } from './support/admin-session.js';
import { aCloudPackage } from './support/cloud-package.js';
import { awaitLogLine } from './support/log-line.js';
import { machineChoice, otherKindBody } from './support/orders.js';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let rates: RatesStub;
let admin: { cookie: string };
beforeAll(async () => {
  // USD only: machines (priced in CNY) await the operator's price.
  rates = await startRatesStub({ usd: 100_000 });
  api = await startTestApi('audit', { env: { MARKET_PROVIDER_URL: rates.url } });
  admin = await openAdminSession(api);
});
afterAll(async () => {
  await api.close();
  await rates.close();
});

const asAdmin = (method: string, path: string, body?: unknown) =>
  api.call(method, path, body, admin);
const trail = async (entity: string, entityId: string) =>
  (
    await asAdmin(
      'GET',
      `/api/admin/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}`,
    )
  ).body;

describe('GET /api/admin/audit', () => {
  it('is the admin’s only', async () => {
    const reply = await api.call('GET', '/api/admin/audit?entity=product');

    expect(reply.status).toBe(401);
  });

  it('refuses an unknown entity with a reason', async () => {
    const reply = await asAdmin('GET', '/api/admin/audit?entity=users');

    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/entity/);
  });
});

describe('product changes', () => {
  it('records the creation, each edit with the changed fields, and the deletion, newest first', async () => {
    const before = Date.now();
    const created = await asAdmin('POST', '/api/products', aCloudPackage());
    const id = created.body.id as string;
    await asAdmin('PUT', `/api/products/${id}`, aCloudPackage({ percentSold: 75 }));
    await asAdmin('DELETE', `/api/products/${id}`);

    const page = await trail('product', id);

    expect(page.total).toBe(3);
    expect(page.items.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    const edit = page.items[1];
    expect(edit).toMatchObject({ entity: 'product', entityId: id, actor: 'admin' });
    expect(edit.changes).toEqual([{ field: 'specs.percentSold', before: 40, after: 75 }]);
    expect(Date.parse(edit.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(page.items[2].changes).toContainEqual({ field: 'name.en', after: 'Test package' });
  });

  it('records nothing for a save that changed nothing', async () => {
    const created = await asAdmin('POST', '/api/products', aCloudPackage());
    await asAdmin('PUT', `/api/products/${created.body.id}`, aCloudPackage());

    expect((await trail('product', created.body.id)).total).toBe(1);
  });
});

describe('order changes', () => {
  it('records the operator’s price and the payment confirmation', async () => {
    const placed = await api.call('POST', '/api/orders', otherKindBody(machineChoice));
    const orderId = placed.body.orderId as string;
    const form = adminFormBody(await adminOrderView(api, admin, orderId), { totalAmount: 0.5 });

    expect((await asAdmin('PUT', `/api/orders/${orderId}`, form)).status).toBe(200);
    const received = { receivedBtc: 0.5 };
    expect((await asAdmin('POST', `/api/orders/${orderId}/confirm-payment`, received)).status).toBe(
      200,
    );

    const page = await trail('order', orderId);
    expect(page.items).toHaveLength(2);
    const [confirmed, priced] = page.items;
    expect(priced.changes).toContainEqual({ field: 'totalAmount', before: 0, after: 0.5 });
    expect(priced.changes).toContainEqual({
      field: 'payment.state',
      before: 'awaiting_price',
      after: 'awaiting_payment',
    });
    expect(confirmed.changes).toContainEqual({
      field: 'payment.state',
      before: 'awaiting_payment',
      after: 'paid',
    });
  });
});

describe('what an entry keeps', () => {
  it('redacts secrets but says they changed, and keeps hash rates', () => {
    const changes = changedFields(
      { username: 'ops', passwordHash: 'old', hashrateTh: 100 },
      { username: 'ops', passwordHash: 'new', hashrateTh: 120 },
    );

    expect(changes).toEqual([
      { field: 'hashrateTh', before: 100, after: 120 },
      { field: 'passwordHash', before: '[redacted]', after: '[redacted]' },
    ]);
  });
});

/** An admin's change of a setting, recorded now. */
const recordSettingsChange = (entityId: string) =>
  recordChange(api.db, {
    entity: 'settings',
    entityId,
    actor: 'admin',
    action: 'update',
    before: { a: 1 },
    after: { a: 2 },
  });

describe('the retention sweep', () => {
  it('deletes entries older than 365 days and keeps younger ones', async () => {
    await recordSettingsChange('retention-test');
    const entries = api.db.collection(auditCollection.name);
    const day = 24 * 60 * 60 * 1000;
    await entries.insertOne({
      entity: 'settings',
      entityId: 'retention-test',
      actor: 'admin',
      action: 'update',
      at: new Date(Date.now() - 366 * day),
      changes: [],
    });

    const deleted = await sweepAuditLog(api.db);

    expect(deleted).toBe(1);
    const left = await trail('settings', 'retention-test');
    expect(left.total).toBe(1);
    expect(left.items[0].changes).toEqual([{ field: 'a', before: 1, after: 2 }]);
  });

  it("runs in the module's sweep at the module's clock", async () => {
    await recordSettingsChange('clock-test');
    // The sweep logs its count once it has deleted: that line is the signal it ran.
    const { logger, logged } = awaitLogLine((line) => Boolean(line.deleted));
    const day = 24 * 60 * 60 * 1000;
    const task = auditModule.startBackgroundTask!({
      db: api.db,
      config: api.config,
      logger,
      now: () => new Date(Date.now() + 366 * day),
    });
    try {
      await logged;
    } finally {
      task.stop();
    }

    expect((await trail('settings', 'clock-test')).total).toBe(0);
  });
});
