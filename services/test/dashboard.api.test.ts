// The admin's dashboard: what needs the operator now, each count equal to the total of the
// filtered list it links to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody, machineChoice, otherKindBody } from './support/orders.js';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let rates: RatesStub;
let admin: { cookie: string };
beforeAll(async () => {
  // USD only: hash power is quoted (awaiting payment), machines await the operator's price.
  rates = await startRatesStub({ usd: 100_000 });
  api = await startTestApi('dashboard', { env: { MARKET_PROVIDER_URL: rates.url } });
  admin = await openAdminSession(api);
});
afterAll(async () => {
  await api.close();
  await rates.close();
});

const asAdmin = (path: string) => api.call('GET', path, undefined, admin);
const place = async (body: unknown) =>
  (await api.call('POST', '/api/orders', body)).body.orderId as string;
const setPayment = (orderId: string, fields: Record<string, unknown>) =>
  api.db.collection('orders').updateOne({ _id: orderId as never }, { $set: fields });
const lead = (status: string) => ({ status, createdAt: new Date(), updatedAt: new Date() });

describe('GET /api/admin/dashboard', () => {
  it('is the admin’s only', async () => {
    expect((await api.call('GET', '/api/admin/dashboard')).status).toBe(401);
  });

  it('counts what waits for the operator, as the linked lists filter it', async () => {
    await place(otherKindBody(machineChoice));
    await place(otherKindBody(machineChoice));
    await place(checkoutBody());
    const seen = await place(checkoutBody());
    await setPayment(seen, { 'payment.state': 'seen' });
    const late = await place(checkoutBody());
    await setPayment(late, { 'payment.state': 'review', 'payment.flag': 'late' });
    const under = await place(checkoutBody());
    await setPayment(under, { 'payment.state': 'review', 'payment.flag': 'underpaid' });
    await api.db.collection('contacts').insertMany([lead('new'), lead('new'), lead('processed')]);
    await api.db.collection('power_consultations').insertMany([lead('new'), lead('processed')]);
    await api.db
      .collection('mail_queue')
      .insertMany([{ status: 'failed' }, { status: 'sent' }, { status: 'held' }]);
    await api.db
      .collection('stray_payments')
      .insertMany([{ status: 'open' }, { status: 'open' }, { status: 'refunded' }]);

    const reply = await asAdmin('/api/admin/dashboard');

    expect(reply.status).toBe(200);
    expect(reply.body.counts).toEqual({
      awaitingPrice: 2,
      awaitingPayment: 1,
      awaitingConfirmation: 1,
      paymentLate: 1,
      paymentUnder: 1,
      paymentOver: 0,
      newLeads: 2,
      newConsultations: 1,
      failedNotifications: 1,
      strayPayments: 2,
    });

    const total = async (query: string) => (await asAdmin(`${query}&page=1`)).body.total;
    expect(await total('/api/orders?paymentState=awaiting_price')).toBe(2);
    expect(await total('/api/orders?paymentState=seen')).toBe(1);
    const flagged = await asAdmin('/api/orders?paymentFlag=late&page=1');
    expect(flagged.body.items.map((order: { orderId: string }) => order.orderId)).toEqual([late]);
    expect(await total('/api/contacts?status=new')).toBe(2);
    expect(await total('/api/power-consultations?status=new')).toBe(1);
  });

  it('refuses an unknown payment flag on the order list with a reason', async () => {
    const reply = await asAdmin('/api/orders?paymentFlag=early');

    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('paymentFlag');
  });
});
