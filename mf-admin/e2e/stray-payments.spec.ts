import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import type { StrayPayment, StrayPaymentPage } from '@minesite/shared/contract';
import {
  API_URL,
  adminRequest,
  expectToast,
  messages,
  openAsOperator,
  type Locale,
} from './support/admin-site';
import { placeHashpowerOrder } from './support/order-scene';
import { mineOnly, payToAddress } from '../../tooling/fake-chain/control';

// Payments without an order: a buyer gives up an unpaid order, and money reaches its address
// afterwards anyway. The chain watcher lists it for the operator, who refunds it (or credits it
// to another order). The test site's watcher looks every second.

type Messages = ReturnType<typeof messages>;

/** The refund the operator's wallet sent, as the wallet shows its transaction id. */
const REFUND_TXID = 'e1'.repeat(32);

/** An order number no order has (well formed: the service, not the form, refuses it). */
const NO_SUCH_ORDER = `ORD1700000000000${'z'.repeat(20)}`;

/**
 * A buyer's order with its own BTC address, deleted by the buyer before anything was paid, then
 * paid an amount no other journey pays on the fake chain; the payment and its amount once the
 * service lists the payment as without an order (read with an admin session of its own, so that
 * the buyer's calls carry none).
 */
async function strayPayment(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<{ payment: StrayPayment; amountBtc: number }> {
  const order = await placeHashpowerOrder(request);
  expect(order.payment.rail ?? 'btc').toBe('btc');
  const removed = await request.delete(`${API_URL}/api/orders/${order.orderId}`);
  expect(removed.status(), await removed.text()).toBe(200);

  const amountBtc = Number(`0.00${Math.floor(100_000 + Math.random() * 899_999)}`);
  const txid = await payToAddress(order.payment.address, amountBtc);
  await mineOnly([txid]);
  const admin = await adminRequest(await playwright.request.newContext());
  const listed = async () => {
    const reply = await admin.get(`${API_URL}/api/admin/stray-payments?status=open&pageSize=100`);
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as StrayPaymentPage).items.find((p) => p.txid === txid);
  };
  await expect.poll(listed, { timeout: 60_000 }).toBeDefined();
  const payment = (await listed())!;
  await admin.dispose();
  expect(payment).toMatchObject({ orderId: order.orderId, reason: 'deleted', status: 'open' });
  return { payment, amountBtc };
}

/** The payment's card in the list: found by its transaction. */
const cardOf = (page: Page, t: Messages, payment: StrayPayment) =>
  page
    .getByRole('list', { name: t('admin.strayPayments.list.label') })
    .getByRole('listitem')
    .filter({ hasText: payment.txid });

/** The amount as the card writes it in `locale`: every place of BTC, then the symbol. */
const amountText = (locale: Locale, amountBtc: number) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 8 }).format(amountBtc)} BTC`;

/** The card's resolve button, named by the payment's amount. */
const resolveButton = (card: Locator, t: Messages, name: string) =>
  card.getByRole('button', { name: t('admin.strayPayments.resolveLabel', { name }) });

test('the operator finds a payment to a deleted order on the dashboard and refunds it (zh)', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(120_000);
  const t = messages('zh');
  const { payment, amountBtc } = await strayPayment(request, playwright);

  // The dashboard counts it; the count opens the open ones.
  await openAsOperator(page, '/admin');
  const label = t('admin.dashboard.strayPayments');
  const counted = t('admin.dashboard.countLabel', { label, count: 0 }).replace(/0$/, '');
  const count = page.getByTestId('dashboard-strayPayments');
  await expect(count).toHaveAccessibleName(new RegExp(`^${counted}[1-9]`));
  await count.click();
  await expect(page).toHaveURL(/\/admin\/stray-payments\?status=open$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('route.adminStrayPayments') }),
  ).toBeVisible();
  await expect(page.getByLabel(t('admin.leads.status.label'))).toHaveValue('open');

  // The payment, the order its address was handed to and why that order no longer watches it.
  const card = cardOf(page, t, payment);
  await expect(card).toHaveAccessibleName(amountText('zh', amountBtc));
  await expect(card).toContainText(payment.orderId);
  await expect(card).toContainText(payment.address);
  await expect(card).toContainText(t('admin.strayPayments.reason.deleted'));
  await expect(card).toContainText(t('admin.strayPayments.status.open'));
  await expect(card).toContainText(t('admin.orders.payment.rail.btc'));

  // A refund txid not of Bitcoin's shape is refused in the form, in the operator's words.
  await resolveButton(card, t, amountText('zh', amountBtc)).click();
  const sheet = page.getByRole('dialog', { name: t('admin.strayPayments.resolve.title') });
  const txid = sheet.getByLabel(t('admin.strayPayments.resolve.refundTxid'));
  const submit = sheet.getByRole('button', { name: t('admin.strayPayments.resolve.submit') });
  await txid.fill(`0x${REFUND_TXID}`);
  await submit.click();
  await expect(
    sheet.getByText(t('admin.strayPayments.resolve.txidInvalid', { shape: 'hex' })),
  ).toBeVisible();
  await expectToast(page, t('admin.strayPayments.resolve.incomplete'));

  await txid.fill(REFUND_TXID);
  await sheet.getByLabel(t('admin.strayPayments.resolve.note')).fill('已原路退回');
  await submit.click();
  await expectToast(page, t('admin.strayPayments.resolve.doneRefunded'));
  await expect(sheet).toBeHidden();
  // Resolved, it leaves the open ones; the refunded ones show it with its refund.
  await expect(card).toHaveCount(0);
  await page.getByLabel(t('admin.leads.status.label')).selectOption('refunded');
  await expect(page).toHaveURL(/\/admin\/stray-payments\?status=refunded$/);
  await expect(card).toContainText(t('admin.strayPayments.status.refunded'));
  await expect(card).toContainText(REFUND_TXID);
  await expect(card).toContainText('已原路退回');
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('the operator credits a payment without an order to another order (ru)', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(120_000);
  const t = messages('ru');
  const { payment, amountBtc } = await strayPayment(request, playwright);
  // The order the buyer placed again, which the money is meant for.
  const { orderId } = await placeHashpowerOrder(request);

  await openAsOperator(page, '/admin/stray-payments', 'ru');
  await expect(page.getByLabel(t('admin.leads.status.label'))).toHaveValue('all');
  const card = cardOf(page, t, payment);
  await expect(card).toContainText(t('admin.strayPayments.reason.deleted'));
  await expect(card).toHaveAccessibleName(amountText('ru', amountBtc));
  await resolveButton(card, t, amountText('ru', amountBtc)).click();
  const sheet = page.getByRole('dialog', { name: t('admin.strayPayments.resolve.title') });
  await sheet
    .getByRole('listbox', { name: t('admin.strayPayments.resolve.outcome') })
    .getByRole('option', { name: t('admin.strayPayments.resolve.credited') })
    .click();
  const order = sheet.getByLabel(t('admin.strayPayments.resolve.orderId'));
  const submit = sheet.getByRole('button', { name: t('admin.strayPayments.resolve.submit') });

  // A well-formed number of no order: the service refuses it, shown on the field.
  await order.fill(NO_SUCH_ORDER);
  await submit.click();
  await expect(sheet.getByText(t('admin.strayPayments.error.orderNotFound'))).toBeVisible();

  await order.fill(orderId);
  await submit.click();
  await expectToast(page, t('admin.strayPayments.resolve.doneCredited', { orderId }));
  await expect(sheet).toBeHidden();
  await expect(card).toContainText(t('admin.strayPayments.status.credited'));
  await expect(card).toContainText(t('admin.strayPayments.creditedOrder'));
  await expect(card).toContainText(orderId);
  await expect(card.getByRole('button')).toHaveCount(0);
});
