// Each order gets its own address: the index is handed out once, also when orders arrive at
// the same moment, and also across two app instances on one database (two replicas).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAccountKey, receiveAddress } from '../src/modules/payments/payment-keys.js';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let first: TestApi;
let second: TestApi;
beforeAll(async () => {
  first = await startTestApi('addresses');
  second = await startTestApi('addresses', { dbName: first.db.databaseName });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const account = parseAccountKey(TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB, 'regtest');

/** Every order's index and address, as the operator reads them. */
async function adminList(api: TestApi) {
  const admin = await openAdminSession(api);
  const reply = await api.call('GET', '/api/orders', undefined, admin);
  return reply.body as { orderId: string; derivationIndex: number; sellerAddress: string }[];
}

describe('payment addresses', () => {
  it('50 orders at once never share an index or an address', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => first.call('POST', '/api/orders', checkoutBody())),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(201));

    const orders = await adminList(first);
    const indexes = orders.map((order) => order.derivationIndex);
    expect(new Set(indexes).size).toBe(50);
    // Handed out in turn from the first: no gaps.
    expect([...indexes].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    for (const order of orders) {
      expect(order.sellerAddress).toBe(receiveAddress(account, order.derivationIndex));
    }
    expect(new Set(orders.map((order) => order.sellerAddress)).size).toBe(50);
  });

  it('two app instances on one database, 50 orders each at once, never share an index', async () => {
    const before = (await adminList(first)).length;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 === 0 ? first : second).call('POST', '/api/orders', checkoutBody()),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(100).fill(201));

    const orders = await adminList(second);
    expect(orders).toHaveLength(before + 100);
    const indexes = orders.map((order) => order.derivationIndex);
    expect(new Set(indexes).size).toBe(orders.length);
    const addresses = await first.db.collection('payment_addresses').countDocuments();
    expect(addresses).toBeGreaterThanOrEqual(orders.length);
  });

  it('a fixed address is every order’s address, without an index', async () => {
    const fixed = await startTestApi('addresses_fixed', {
      env: {
        PAYMENT_ACCOUNT_XPUB: '',
        PAYMENT_ADDRESS: 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk',
      },
    });
    try {
      const reply = await fixed.call('POST', '/api/orders', checkoutBody());
      expect(reply.status).toBe(201);
      expect(reply.body.payment).toMatchObject({
        address: 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk',
        network: 'regtest',
        watched: false,
      });
      expect(reply.body.sellerAddress).toBe('bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk');
      const [order] = await adminList(fixed);
      expect(order!.derivationIndex).toBeNull();
    } finally {
      await fixed.close();
    }
  });
});
