// The operator's wallet sees every address: the settings page gives the account key as output
// descriptors, and the dashboard the longest run of handed-out addresses with nothing received
// and the gap limit to set in the wallet, warned above wallets' default of 20.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  longestUnusedRun,
  WALLET_DEFAULT_GAP_LIMIT,
} from '../src/modules/dashboard/address-gap.js';
import { parseAccountKey, receiveAddress } from '../src/modules/payments/payment-keys.js';
import { accountDescriptors } from '../src/modules/payments/output-descriptor.js';
import { openAdminSession } from './support/admin-session.js';
import { handOut as handOutIndexes, paidTo as paidToAddress } from './support/address-gap.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const account = parseAccountKey(TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB, 'regtest');

let api: TestApi;
let admin: { cookie: string };
beforeAll(async () => {
  api = await startTestApi('wallet_gap');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const asAdmin = (path: string) => api.call('GET', path, undefined, admin);

const handOut = (indexes: number[]) =>
  handOutIndexes(api.db, account.fingerprint, indexes, (index) => receiveAddress(account, index));
const paidTo = (index: number, address = receiveAddress(account, index)) =>
  paidToAddress(api.db, index, address);

describe('the account in the operator’s wallet', () => {
  it('is shown on the settings page as output descriptors with their checksums', async () => {
    const reply = await asAdmin('/api/admin/settings');
    expect(reply.status).toBe(200);
    const { receive, change } = accountDescriptors(account);
    expect(reply.body.wallet).toEqual({
      receiveDescriptor: receive,
      changeDescriptor: change,
      originFingerprint: account.fingerprint,
    });
    expect(reply.body.wallet.receiveDescriptor).toMatch(
      /^wpkh\(\[[0-9a-f]{8}\/84h\/1h\/0h\]tpub\w+\/0\/\*\)#[a-z0-9]{8}$/,
    );
  });

  it('needs the default gap limit while nothing is handed out', async () => {
    const reply = await asAdmin('/api/admin/dashboard');
    expect(reply.body.addressGap).toEqual({
      handedOut: 0,
      longestUnusedRun: 0,
      gapLimit: WALLET_DEFAULT_GAP_LIMIT,
      aboveDefault: false,
    });
  });

  it('counts the longest run of handed-out addresses with nothing received, warned above 20', async () => {
    await handOut(Array.from({ length: 30 }, (_, i) => i));
    await paidTo(2);
    await paidTo(25);
    // Another key's order at an index of this one: its address is not this account's.
    await paidTo(10, 'bcrt1qsomeotheraccount');

    const reply = await asAdmin('/api/admin/dashboard');
    // Unused: 0–1, 3–24 (22 in a row), 26–29.
    expect(reply.body.addressGap).toEqual({
      handedOut: 30,
      longestUnusedRun: 22,
      gapLimit: 27,
      aboveDefault: true,
    });
  });
});

describe('longestUnusedRun', () => {
  it('counts every index up to the last handed out, the run after the last paid one too', () => {
    expect(longestUnusedRun(-1, [])).toBe(0);
    expect(longestUnusedRun(0, [0])).toBe(0);
    expect(longestUnusedRun(4, [])).toBe(5);
    expect(longestUnusedRun(9, [0, 9])).toBe(8);
    expect(longestUnusedRun(9, [3, 3, 4, 42])).toBe(5);
  });
});
