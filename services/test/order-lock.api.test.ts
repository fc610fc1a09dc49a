// One change at a time per order. On FerretDB (the test server) the service takes a per-order
// lock: unknown orders are looked up before anything is locked, waits are bounded (503
// order_busy with Retry-After), a holder whose lease ran out cannot write, leases run on the
// database's clock and stale locks are swept. On MongoDB it uses conditional writes instead;
// those rules are checked here one call at a time (FerretDB does not apply them atomically).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseServer } from '../src/db/database-server.js';
import { DEFAULT_LOCK_TIMINGS, OrderLocks } from '../src/modules/orders/order-locks.js';
import { OrdersRepository } from '../src/modules/orders/repository.js';
import type { WriteStrategy } from '../src/modules/orders/order-writes.js';
import { OrdersService } from '../src/modules/orders/service.js';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { startOrdersSweeps } from './support/orders-sweeps.js';
import { startTestApi, type Reply, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('order_lock');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const locks = () =>
  api.db.collection<{ _id: string; token: string; expiresAt: Date }>('order_locks');
const newOrder = async () =>
  (await api.call('POST', '/api/orders', checkoutBody())).body.orderId as string;
const pay = (orderId: string, transactionHash: string) =>
  api.call('POST', `/api/orders/${orderId}/payment`, { transactionHash, email: 'p@example.com' });
const stored = (orderId: string) => api.db.collection('orders').findOne({ orderId });
const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((counts, reply) => {
    counts[reply.status] = (counts[reply.status] ?? 0) + 1;
    return counts;
  }, {});

function expectBusyRepliesToSayRetry(replies: Reply[]) {
  for (const reply of replies.filter((r) => r.status === 503)) {
    expect(['order_busy', 'order_lock_lost']).toContain(reply.body.code);
    expect(reply.headers.get('retry-after')).toBe('1');
  }
}

describe('100 parallel operations on one order', () => {
  it('record exactly one of 100 payments, and the one they were told was recorded', async () => {
    const orderId = await newOrder();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => pay(orderId, `0xhash${i}`)),
    );

    const counts = statuses(replies);
    expect(counts[200]).toBe(1);
    expect((counts[200] ?? 0) + (counts[409] ?? 0) + (counts[503] ?? 0)).toBe(100);
    expectBusyRepliesToSayRetry(replies);
    const winner = replies.find((reply) => reply.status === 200)!.body.transactionHash;
    expect((await stored(orderId))!.transactionHash).toBe(winner);
    expect(await locks().countDocuments({ _id: orderId })).toBe(0);
  });

  it('never delete a paid order: 50 payments and 50 deletes at once', async () => {
    const orderId = await newOrder();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0 ? pay(orderId, `0xmixed${i}`) : api.call('DELETE', `/api/orders/${orderId}`),
      ),
    );
    const payments = replies.filter((_, i) => i % 2 === 0);
    const deletes = replies.filter((_, i) => i % 2 === 1);
    const paid = payments.filter((reply) => reply.status === 200);
    const deleted = deletes.filter((reply) => reply.status === 200);

    expect(paid.length + deleted.length).toBe(1);
    for (const reply of replies) expect([200, 404, 409, 503]).toContain(reply.status);
    expectBusyRepliesToSayRetry(replies);
    const order = await stored(orderId);
    if (paid.length === 1) expect(order!.transactionHash).toBe(paid[0]!.body.transactionHash);
    else expect(order).toBeNull();
  });

  it('move the status forward only, whatever the order the operator’s saves land in', async () => {
    const orderId = await newOrder();
    // The status moves on only once the payment is paid.
    const confirmed = await api.call(
      'POST',
      `/api/orders/${orderId}/confirm-payment`,
      { receivedBtc: 0.001 },
      admin,
    );
    expect(confirmed.status).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api.call(
          'PUT',
          `/api/orders/${orderId}`,
          { status: i % 2 === 0 ? 'processing' : 'completed', qrcode: `qr-${i}` },
          admin,
        ),
      ),
    );

    for (const reply of replies) expect([200, 409, 503]).toContain(reply.status);
    expectBusyRepliesToSayRetry(replies);
    const saved = replies.filter((reply) => reply.status === 200).map((reply) => reply.body);
    expect(saved.length).toBeGreaterThan(0);
    // Once any save answered completed, no later state is processing: the last write wins and
    // it is one of the answered ones.
    const order = (await stored(orderId))!;
    expect(saved.map((body) => body.qrcode)).toContain(order.qrcode);
    if (saved.some((body) => body.status === 'completed')) expect(order.status).toBe('completed');
  });
});

describe('the per-order lock', () => {
  it('is not taken for an unknown order: 100 calls cost a read each and answer 404', async () => {
    const orderLocks = new OrderLocks(api.db);
    const run = vi.spyOn(orderLocks, 'run');
    const strategy = async (): Promise<WriteStrategy> => 'locked';
    const service = new OrdersService(new OrdersRepository(api.db), orderLocks, strategy);

    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        service.submitPayment('ORD1700000000000zzzzzz', { transactionHash: '0x', email: 'e' }),
      ),
    );
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason.status).toBe(404);
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('answers 503 order_busy early when the order stays locked past the bounded wait', async () => {
    const orderId = await newOrder();
    await locks().insertOne({
      _id: orderId,
      token: 'someone-else',
      expiresAt: new Date(Date.now() + 60_000),
    });
    try {
      const reply = await pay(orderId, '0xwaiting');
      expect(reply.status).toBe(503);
      expect(reply.body.code).toBe('order_busy');
      expect(reply.headers.get('retry-after')).toBe('1');
      expect((await stored(orderId))!.transactionHash).toBe('');
    } finally {
      await locks().deleteOne({ _id: orderId });
    }
  });

  it('keeps a holder whose lease ran out from writing, on the clock it is given', async () => {
    const orderId = await newOrder();
    let now = new Date();
    const clock = async () => now;
    const orderLocks = new OrderLocks(api.db, DEFAULT_LOCK_TIMINGS, clock);
    const repository = new OrdersRepository(api.db);
    const stamp = (token: string) => repository.stampLock(orderId, token);

    let resumeFirst!: () => void;
    const firstPaused = new Promise<void>((resolve) => (resumeFirst = resolve));
    let firstHasLock!: () => void;
    const firstLocked = new Promise<void>((resolve) => (firstHasLock = resolve));
    const first = orderLocks.run(orderId, stamp, async (lease) => {
      firstHasLock();
      await firstPaused; // a slow request: its lease runs out meanwhile
      const confirm = await lease.confirm().then(
        () => 'confirmed',
        (error: { code: string }) => error.code,
      );
      const write = await repository.updateWhere(
        orderId,
        { lockToken: lease.token },
        { sellerAddress: 'stale holder' },
        new Date(),
      );
      return { confirm, write };
    });
    await firstLocked;

    now = new Date(now.getTime() + DEFAULT_LOCK_TIMINGS.ttlMs + 1);
    const second = await orderLocks.run(orderId, stamp, async (lease) => {
      await lease.confirm();
      return repository.updateWhere(
        orderId,
        { lockToken: lease.token },
        { sellerAddress: 'new holder' },
        new Date(),
      );
    });
    expect(second?.sellerAddress).toBe('new holder');

    resumeFirst();
    expect(await first).toEqual({ confirm: 'order_lock_lost', write: null });
    expect((await stored(orderId))!.sellerAddress).toBe('new holder');
  });

  it('measures leases on the database server’s clock by default', async () => {
    const reply = await api.db.command({ hello: 1 });
    const server = await databaseServer(api.db).now();
    expect(reply.localTime).toBeInstanceOf(Date);
    // One clock for every replica: the server's (read through hello), corrected for the trip.
    expect(Math.abs(server.getTime() - (reply.localTime as Date).getTime())).toBeLessThan(5_000);
  });

  it('sweeps locks whose lease has ended, also from the module’s timer, and keeps live ones', async () => {
    const now = await databaseServer(api.db).now();
    await locks().insertMany([
      { _id: 'ORD1700000000000stale1', token: 'a', expiresAt: new Date(now.getTime() - 1000) },
      { _id: 'ORD1700000000000stale2', token: 'b', expiresAt: new Date(now.getTime() - 1000) },
      { _id: 'ORD1700000000000live01', token: 'c', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await new OrderLocks(api.db).sweep()).toBe(2);
    expect(await locks().countDocuments({ _id: 'ORD1700000000000live01' })).toBe(1);

    await locks().insertOne({
      _id: 'ORD1700000000000stale3',
      token: 'd',
      expiresAt: new Date(now.getTime() - 1000),
    });
    const task = startOrdersSweeps(api.db);
    try {
      await vi.waitFor(
        async () => expect(await locks().countDocuments({ _id: 'ORD1700000000000stale3' })).toBe(0),
        { timeout: 10_000 },
      );
    } finally {
      task.stop();
      await locks().deleteMany({});
    }
  });
});

describe('on a real MongoDB', () => {
  it('is recognised by buildInfo: FerretDB keeps the lock, MongoDB gets conditional writes', async () => {
    const info = await api.db.command({ buildInfo: 1 });
    expect(await databaseServer(api.db).isFerretDb()).toBe('ferretdbVersion' in info);
  });

  it('keeps every rule with conditional writes, without taking a lock', async () => {
    const orderLocks = new OrderLocks(api.db);
    const run = vi.spyOn(orderLocks, 'run');
    const service = new OrdersService(
      new OrdersRepository(api.db),
      orderLocks,
      async () => 'atomic',
      {
        unpaidRetentionMs: 90 * 86_400_000,
      },
    );
    const payment = { transactionHash: '0xatomic', email: 'a@example.com' };

    const paidId = await newOrder();
    expect((await service.submitPayment(paidId, payment)).transactionHash).toBe('0xatomic');
    await expect(service.submitPayment(paidId, payment)).rejects.toMatchObject({ status: 409 });
    await expect(service.removeUnpaid(paidId)).rejects.toMatchObject({ status: 409 });

    const movedId = await newOrder();
    const received = { receivedBtc: 0.001 };
    expect((await service.confirmPayment(movedId, received)).payment?.state).toBe('paid');
    await expect(service.confirmPayment(movedId, received)).rejects.toMatchObject({ status: 409 });
    const save = (status: 'processing' | 'completed') =>
      service.updateByOperator(movedId, {
        status,
        totalAmount: 1,
        unitPrice: 1,
        quantity: 1,
        sellerAddress: 'bc1q',
        qrcode: '',
      });
    await expect(save('completed')).rejects.toMatchObject({ status: 409 });
    expect((await save('processing')).status).toBe('processing');
    expect((await save('completed')).status).toBe('completed');
    await expect(save('processing')).rejects.toMatchObject({ status: 409 });

    const goneId = await newOrder();
    await service.removeUnpaid(goneId);
    expect(await stored(goneId)).toBeNull();
    await expect(service.removeUnpaid(goneId)).rejects.toMatchObject({ status: 404 });

    const staleId = await newOrder();
    await api.db
      .collection('orders')
      .updateOne(
        { orderId: staleId },
        { $set: { createdAt: new Date(Date.now() - 91 * 86_400_000) } },
      );
    expect(await service.purgeUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await stored(staleId)).toBeNull();

    expect(run).not.toHaveBeenCalled();
  });
});
