// The operator's rails on the settings page: each rail's account key, derivation path, token
// contract, confirmations and wallet gap limit; each USDT rail turned on or off, followed by the
// rails offered, the quotes and the orders without a restart; a rail without its account key in
// the environment cannot be turned on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRailAccount, aRailWithoutKey } from '@minesite/shared/testing/rail-account-fixtures';
import { accountDescriptors } from '../src/modules/payments/output-descriptor.js';
import { parseAccountKey } from '../src/modules/payments/payment-keys.js';
import { parseTokenAccountKey, tokenReceiveAddress } from '../src/modules/payments/token-keys.js';
import { openAdminSession } from './support/admin-session.js';
import { handOut, paidTo } from './support/address-gap.js';
import { checkoutBody, trialChoice } from './support/orders.js';
import { saveRails as saveRailsOn } from './support/rail-settings.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { TEST_TOKEN_RAIL_ENV } from './support/token-accounts.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const tron = parseTokenAccountKey(
  TEST_TOKEN_RAIL_ENV.PAYMENT_TRON_ACCOUNT_XPUB,
  'usdt-tron',
  'PAYMENT_TRON_ACCOUNT_XPUB',
);
const btc = parseAccountKey(TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB, 'regtest');

let rates: RatesStub;
/** TRON's account key set, Ethereum's not. */
let api: TestApi;
let admin: { cookie: string };

beforeAll(async () => {
  rates = await startRatesStub({ usd: 100_000, cny: 720_000, eur: 92_000 });
  api = await startTestApi('rail_settings', {
    env: {
      MARKET_PROVIDER_URL: rates.url,
      PAYMENT_TRON_ACCOUNT_XPUB: TEST_TOKEN_RAIL_ENV.PAYMENT_TRON_ACCOUNT_XPUB,
      // An empty variable is an unset one (config.ts).
      PAYMENT_ETH_ACCOUNT_XPUB: '',
    },
  });
  admin = await openAdminSession(api);
});
afterAll(async () => {
  await api?.close();
  await rates?.close();
});

const range = (length: number) => Array.from({ length }, (_, index) => index);

const settingsPage = () => api.call('GET', '/api/admin/settings', undefined, admin);

const saveRails = (rails: Record<string, boolean>) => saveRailsOn(api, admin, rails);

const railAccount = async (rail: string) =>
  ((await settingsPage()).body.railAccounts as { rail: string }[]).find((row) => row.rail === rail);

describe('each rail on the settings page', () => {
  it('shows BTC’s descriptor, the TRON account key, and Ethereum’s missing key', async () => {
    const reply = await settingsPage();
    expect(reply.status).toBe(200);
    expect(reply.body.rails).toEqual({
      'usdt-tron': { value: true, source: 'default' },
      'usdt-ethereum': { value: false, source: 'env' },
    });
    const noGap = { handedOut: 0, longestUnusedRun: 0, gapLimit: 20, aboveDefault: false };
    expect(reply.body.railAccounts).toEqual([
      aRailAccount('btc', {
        enabled: true,
        accountKey: accountDescriptors(btc).receive,
        addressGap: noGap,
      }),
      aRailAccount('usdt-tron', {
        enabled: true,
        accountKey: TEST_TOKEN_RAIL_ENV.PAYMENT_TRON_ACCOUNT_XPUB,
        addressGap: noGap,
      }),
      aRailWithoutKey('usdt-ethereum'),
    ]);
  });

  it('gives each chain its own gap limit: the TRON addresses with nothing received', async () => {
    const namespace = `usdt-tron:${tron.fingerprint}`;
    await handOut(api.db, namespace, range(30), (index) => tokenReceiveAddress(tron, index));
    await paidTo(api.db, 3, tokenReceiveAddress(tron, 3));

    // Unused: 0–2, 4–29 (26 in a row); BTC's addresses are another chain's.
    expect(await railAccount('usdt-tron')).toMatchObject({
      addressGap: { handedOut: 30, longestUnusedRun: 26, gapLimit: 31, aboveDefault: true },
    });
    expect(await railAccount('btc')).toMatchObject({
      addressGap: { handedOut: 0, longestUnusedRun: 0 },
    });
  });
});

describe('turning a USDT rail on or off', () => {
  it('refuses to turn on a rail without its account key, naming the variable, and saves nothing', async () => {
    const reply = await saveRails({ 'usdt-ethereum': true });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('rail_key_missing');
    expect(reply.body.message).toContain('PAYMENT_ETH_ACCOUNT_XPUB');
    expect((await settingsPage()).body.updatedAt).toBeNull();
    expect((await api.call('GET', '/api/payment-rails')).body.rails).toEqual(['btc', 'usdt-tron']);
  });

  it('off: no longer offered, quoted or ordered; an order already on it keeps its address', async () => {
    const before = await api.call('POST', '/api/orders', { ...checkoutBody(), rail: 'usdt-tron' });
    expect(before.status).toBe(201);

    const saved = await saveRails({ 'usdt-tron': false });
    expect(saved.status).toBe(200);
    expect(saved.body.rails['usdt-tron']).toEqual({ value: false, source: 'settings' });
    expect(saved.body.railAccounts[1]).toMatchObject({ rail: 'usdt-tron', enabled: false });

    expect((await api.call('GET', '/api/payment-rails')).body).toEqual({ rails: ['btc'] });
    const quote = await api.call('POST', '/api/quotes', { choice: trialChoice, rail: 'usdt-tron' });
    expect(quote.status).toBe(422);
    expect(quote.body.code).toBe('rail_not_enabled');
    const btcQuote = await api.call('POST', '/api/quotes', { choice: trialChoice });
    expect(btcQuote.body.rails).toEqual(['btc']);
    const order = await api.call('POST', '/api/orders', { ...checkoutBody(), rail: 'usdt-tron' });
    expect(order.status).toBe(422);
    expect(order.body.code).toBe('rail_not_enabled');

    const kept = await api.call('GET', `/api/orders/${before.body.orderId}`, undefined, admin);
    expect(kept.body.payment).toMatchObject({
      rail: 'usdt-tron',
      address: before.body.payment.address,
    });
  });

  it('on again: offered and quoted at once', async () => {
    const saved = await saveRails({ 'usdt-tron': true });
    expect(saved.status).toBe(200);
    expect((await api.call('GET', '/api/payment-rails')).body).toEqual({
      rails: ['btc', 'usdt-tron'],
    });
    const quote = await api.call('POST', '/api/quotes', { choice: trialChoice, rail: 'usdt-tron' });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ rail: 'usdt-tron', amountUsdt: 21.65 });
  });
});
