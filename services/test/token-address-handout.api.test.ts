// Each USDT rail hands out its own account's addresses one per order, with the same atomic
// runs as BTC's, its indexes counted apart from BTC's and from the other rail's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentAddresses, paymentAddressesCollection } from '../src/modules/payments/addresses.js';
import { parseAccountKey } from '../src/modules/payments/payment-keys.js';
import {
  parseTokenAccountKey,
  tokenAddressChain,
  tokenReceiveAddress,
} from '../src/modules/payments/token-keys.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';
import { TEST_TOKEN_RAIL_ENV } from './support/token-accounts.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const tron = parseTokenAccountKey(TEST_TOKEN_RAIL_ENV.PAYMENT_TRON_ACCOUNT_XPUB, 'usdt-tron', 'T');
const eth = parseTokenAccountKey(
  TEST_TOKEN_RAIL_ENV.PAYMENT_ETH_ACCOUNT_XPUB,
  'usdt-ethereum',
  'E',
);
const btc = parseAccountKey(TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB, 'regtest');

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('token_address_handout');
});
afterAll(() => api.close());

describe('token rail addresses', () => {
  it('each rail counts its indexes from 0, apart from BTC and the other rail', async () => {
    await api.db.collection(paymentAddressesCollection.name).deleteMany({});
    const btcHandout = new PaymentAddresses(api.db, { kind: 'account', account: btc });
    for (let i = 0; i < 3; i++) await btcHandout.allocate();

    const tronHandout = new PaymentAddresses(api.db, {
      kind: 'chain',
      chain: tokenAddressChain(tron, 'mainnet'),
    });
    const ethHandout = new PaymentAddresses(api.db, {
      kind: 'chain',
      chain: tokenAddressChain(eth, 'mainnet'),
    });
    const first = await tronHandout.allocate();
    expect(first).toEqual({
      address: tokenReceiveAddress(tron, 0),
      network: 'mainnet',
      derivationIndex: 0,
    });
    expect(first.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const second = await ethHandout.allocate();
    expect(second.derivationIndex).toBe(0);
    expect(second.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect((await tronHandout.allocate()).derivationIndex).toBe(1);
    expect((await btcHandout.allocate()).derivationIndex).toBe(3);
  });

  it('two replicas handing out one rail never give one index twice', async () => {
    await api.db.collection(paymentAddressesCollection.name).deleteMany({});
    const source = { kind: 'chain', chain: tokenAddressChain(tron, 'mainnet') } as const;
    const replicas = [new PaymentAddresses(api.db, source), new PaymentAddresses(api.db, source)];
    const handed = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => (await replicas[i % 2]!.allocate()).address),
    );
    expect(new Set(handed).size).toBe(40);
  });
});
