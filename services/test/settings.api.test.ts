// The settings page's API: the environment's values win and stay read-only; the page's payment
// address is checked (checksum, network, no private key) before anything is saved, and the next
// order is paid to it without a restart; the public write limits apply at once; each save is
// audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resolveOperatorEmail,
  resolveOperatorLocale,
} from '../src/modules/notifications/recipients.js';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { TEST_PAYMENT_ENV, testPaymentAccount } from './support/payment-account.js';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const TESTNET_ADDRESS = 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl';
/** The same address with its last character changed: the bech32 checksum fails. */
const BAD_CHECKSUM = 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkm';
const MAINNET_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let rates: RatesStub;
/** Started as the launcher starts it: the payment account from the environment. */
let fromEnv: TestApi;
/** Started without payment or limit variables: the page's values apply. */
let editable: TestApi;
let envAdmin: { cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  rates = await startRatesStub();
  fromEnv = await startTestApi('settings_env', { env: { MARKET_PROVIDER_URL: rates.url } });
  editable = await startTestApi('settings_page', {
    env: {
      MARKET_PROVIDER_URL: rates.url,
      // An empty variable is an unset one (config.ts).
      PAYMENT_ACCOUNT_XPUB: '',
      PAYMENT_NETWORK: '',
      PUBLIC_WRITE_LIMIT: '',
      PUBLIC_WRITE_GLOBAL_LIMIT: '',
    },
  });
  envAdmin = await openAdminSession(fromEnv);
  admin = await openAdminSession(editable);
});
afterAll(async () => {
  await fromEnv?.close();
  await editable?.close();
  await rates?.close();
});

const form = (overrides: { address?: unknown; network?: string; limit?: number } = {}) => ({
  payment: {
    address: 'address' in overrides ? overrides.address : { kind: 'fixed', value: TESTNET_ADDRESS },
    network: overrides.network ?? 'testnet',
    confirmations: 2,
    quoteLifetimeMinutes: 30,
  },
  notifications: { operatorEmail: 'ops@example.com', operatorLocale: 'ru' },
  publicWrites: { limit: overrides.limit ?? 20, windowSeconds: 60, globalLimit: 300 },
});
const put = (api: TestApi, cookie: { cookie: string }, body: unknown) =>
  api.call('PUT', '/api/admin/settings', body, cookie);

describe('GET /api/admin/settings', () => {
  it('is the admin’s only', async () => {
    expect((await editable.call('GET', '/api/admin/settings')).status).toBe(401);
    expect((await editable.call('PUT', '/api/admin/settings', form())).status).toBe(401);
  });

  it('shows the environment’s values as such, and the defaults', async () => {
    const reply = await fromEnv.call('GET', '/api/admin/settings', undefined, envAdmin);

    expect(reply.status).toBe(200);
    expect(reply.body.payment.address).toEqual({
      value: { kind: 'account', value: TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB },
      source: 'env',
    });
    expect(reply.body.payment.network).toEqual({ value: 'regtest', source: 'env' });
    expect(reply.body.payment.confirmations).toEqual({ value: 1, source: 'default' });
    expect(reply.body.publicWrites.limit).toEqual({ value: 100000, source: 'env' });
    expect(reply.body.updatedAt).toBeNull();
  });
});

describe('PUT /api/admin/settings with the environment’s values', () => {
  it('keeps them: the environment wins, the rest is saved', async () => {
    const reply = await put(fromEnv, envAdmin, form());

    expect(reply.status).toBe(200);
    expect(reply.body.payment.address.source).toBe('env');
    expect(reply.body.payment.network).toEqual({ value: 'regtest', source: 'env' });
    expect(reply.body.payment.confirmations).toEqual({ value: 2, source: 'settings' });
    expect(reply.body.updatedBy).toBe('admin');
    const order = await fromEnv.call('POST', '/api/orders', checkoutBody());
    expect(order.body.sellerAddress).toMatch(/^bcrt1/);
  });
});

describe('the page’s payment address', () => {
  it('without any, orders are refused with a reason, not a crash', async () => {
    const reply = await editable.call('POST', '/api/orders', checkoutBody());

    expect(reply.status).toBe(503);
    expect(reply.body.code).toBe('payment_not_configured');
  });

  it('refuses a bad checksum, another network or a private key before saving', async () => {
    const cases: [unknown, string, string][] = [
      [{ kind: 'fixed', value: BAD_CHECKSUM }, 'testnet', 'payment_address_invalid'],
      [{ kind: 'fixed', value: MAINNET_ADDRESS }, 'testnet', 'payment_wrong_network'],
      [{ kind: 'fixed', value: TESTNET_ADDRESS }, 'mainnet', 'payment_wrong_network'],
      [
        { kind: 'account', value: testPaymentAccount.privateExtendedKey },
        'testnet',
        'payment_key_private',
      ],
      [
        { kind: 'account', value: `${TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB.slice(0, -1)}1` },
        'testnet',
        'payment_key_invalid',
      ],
      [{ kind: 'account', value: 'hello' }, 'testnet', 'payment_key_format'],
    ];
    for (const [address, network, code] of cases) {
      const reply = await put(editable, admin, form({ address, network }));
      expect(reply.status, code).toBe(400);
      expect(reply.body.code, JSON.stringify(address)).toBe(code);
    }

    const after = await editable.call('GET', '/api/admin/settings', undefined, admin);
    expect(after.body.updatedAt).toBeNull();
    expect(after.body.payment.address).toEqual({ value: null, source: 'default' });
  });

  it('refuses out-of-range numbers naming the field', async () => {
    const reply = await put(editable, admin, {
      ...form(),
      payment: { ...form().payment, confirmations: 0 },
    });

    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('payment.confirmations');
  });

  it('refuses an operator address longer than 64 characters before the @', async () => {
    const reply = await put(editable, admin, {
      ...form(),
      notifications: { operatorEmail: `${'a'.repeat(65)}@example.com`, operatorLocale: 'en' },
    });

    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('notifications.operatorEmail');
  });

  it('saves a good one, and the next order is paid to it with the saved lifetime', async () => {
    const saved = await put(editable, admin, form());

    expect(saved.status).toBe(200);
    expect(saved.body.payment).toEqual({
      address: { value: { kind: 'fixed', value: TESTNET_ADDRESS }, source: 'settings' },
      network: { value: 'testnet', source: 'settings' },
      confirmations: { value: 2, source: 'settings' },
      quoteLifetimeMinutes: { value: 30, source: 'settings' },
    });
    const placed = await editable.call('POST', '/api/orders', checkoutBody());
    expect(placed.status).toBe(201);
    expect(placed.body.sellerAddress).toBe(TESTNET_ADDRESS);
    const order = await editable.db.collection('orders').findOne({ _id: placed.body.orderId });
    const lifetimeMs = order!.payment.expiresAt.getTime() - order!.quote.quotedAt.getTime();
    expect(lifetimeMs).toBe(30 * 60_000);
  });

  it('is audited: who, when, and the changed values', async () => {
    const trail = await editable.call(
      'GET',
      '/api/admin/audit?entity=settings&entityId=site',
      undefined,
      admin,
    );

    expect(trail.body.total).toBe(1);
    const [entry] = trail.body.items;
    expect(entry).toMatchObject({ actor: 'admin', action: 'update', entityId: 'site' });
    expect(entry.changes).toContainEqual({
      field: 'payment.address.value',
      after: TESTNET_ADDRESS,
    });
    expect(entry.changes).toContainEqual({ field: 'notifications.operatorLocale', after: 'ru' });
  });
});

describe('the page’s public write limits', () => {
  it('apply to the next public write', async () => {
    expect((await put(editable, admin, form({ limit: 2 }))).status).toBe(200);
    const enquiry = { name: 'Ivan', email: 'ivan@example.ru', message: 'Power for 40 miners' };

    const statuses: number[] = [];
    for (let call = 0; call < 3; call++) {
      statuses.push((await editable.call('POST', '/api/power-consultations', enquiry)).status);
    }

    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('where the operator’s notifications go', () => {
  it('the page’s address and language when NOTIFY_EMAIL is not set', async () => {
    await put(editable, admin, form());

    expect(await resolveOperatorEmail(editable.db, editable.config.mail)).toBe('ops@example.com');
    expect(await resolveOperatorLocale(editable.db, editable.config.mail)).toBe('ru');
  });

  it('NOTIFY_EMAIL wins', async () => {
    const mail = { ...editable.config.mail, notifyEmail: 'env@example.com' };

    expect(await resolveOperatorEmail(editable.db, mail)).toBe('env@example.com');
  });
});
