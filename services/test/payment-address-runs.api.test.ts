// A process stores a run of payment address indexes in one insert and hands them out from
// memory. An index another replica stored inside the run cuts it short, and no index is ever
// handed out twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_RUN,
  PaymentAddresses,
  paymentAddressesCollection,
} from '../src/modules/payments/addresses.js';
import { parseAccountKey } from '../src/modules/payments/payment-keys.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const account = parseAccountKey(TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB, 'regtest');
const source = { kind: 'account', account } as const;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('address_runs');
});
afterAll(() => api.close());

const stored = () => api.db.collection(paymentAddressesCollection.name);

describe('runs of payment address indexes', () => {
  it('one insert stores a run; the run is handed out in turn', async () => {
    await stored().deleteMany({});
    const addresses = new PaymentAddresses(api.db, source);
    const handed = [];
    for (let i = 0; i < ADDRESS_RUN; i++) handed.push((await addresses.allocate()).derivationIndex);
    expect(handed).toEqual(Array.from({ length: ADDRESS_RUN }, (_, i) => i));
    expect(await stored().countDocuments()).toBe(ADDRESS_RUN);
  });

  it('an index stored by another replica inside the run cuts it there', async () => {
    await stored().deleteMany({});
    const addresses = new PaymentAddresses(api.db, source);
    for (let i = 0; i < ADDRESS_RUN; i++) await addresses.allocate();
    // Meanwhile another replica took index 20, inside this process's next run (16 to 31).
    const taken = ADDRESS_RUN + 4;
    await stored().insertOne({
      _id: `${account.fingerprint}:${taken}`,
      account: account.fingerprint,
      index: taken,
      address: 'taken',
      createdAt: new Date(),
    } as never);
    const handed = await Promise.all(
      Array.from({ length: 8 }, async () => (await addresses.allocate()).derivationIndex),
    );
    // 16–19 from the run cut short, then a run past the highest stored.
    expect([...handed].sort((a, b) => a! - b!)).toEqual([16, 17, 18, 19, 21, 22, 23, 24]);
  });

  it('two replicas taking runs at once never hand out one index twice', async () => {
    await stored().deleteMany({});
    const replicas = [new PaymentAddresses(api.db, source), new PaymentAddresses(api.db, source)];
    const handed = await Promise.all(
      Array.from(
        { length: 80 },
        async (_, i) => (await replicas[i % 2]!.allocate()).derivationIndex,
      ),
    );
    expect(new Set(handed).size).toBe(80);
    const ids = (await stored().find({}).toArray()).map((d) => d.index as number);
    for (const index of handed) expect(ids).toContain(index);
  });
});
