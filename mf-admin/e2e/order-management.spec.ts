import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { siteMessages } from '@minesite/shared/testing/site-messages';
import { API_URL, expectToast, openAsOperator, pngImage } from './support/admin-site';
import {
  orderTag,
  placeHashpowerOrder,
  placeMachineOrder,
  priceAndConfirm,
  priceOrder,
  saveTradeQr,
} from './support/order-scene';
import { mineOnly, payToAddress } from '../../tooling/fake-chain/control';

// The operator's pages and the buyer's order page, in the site's default language.
const t = siteMessages('zh');

async function searchOrders(page: Page, text: string) {
  await page.getByRole('search').getByRole('searchbox').fill(text);
}

function orderForm(page: Page) {
  return page.getByRole('dialog', { name: t('admin.orders.form.title') });
}

// Machines are priced in CNY, for which the test site has no fresh BTC rate: the order awaits
// the operator's amount (the spec's operator flow, kept as the fallback). The operator prices
// it, the buyer then sees what to pay and reports a payment, the operator confirms it and
// moves the order on, and the buyer sees it paid.
test('price an order awaiting a price; the buyer pays, the operator confirms and processes it', async ({
  page,
  request,
}) => {
  const { orderId, product } = await placeMachineOrder(request, { quantity: 2 });
  await openAsOperator(page, '/order-management');

  await searchOrders(page, orderId.slice(-10).toUpperCase());
  const card = page.getByRole('listitem', { name: orderId });
  await expect(card).toBeVisible();
  await expect(card.getByText(t('order.status.pending'))).toBeVisible();
  await expect(card.getByText(t('order.payment.state.awaiting_price'))).toBeVisible();
  await expect(card.getByText(product!.name.zh)).toBeVisible();

  // The 90% popup: the whole order, read-only.
  await card.getByRole('button').click();
  const form = orderForm(page);
  await expect(form).toBeVisible();
  await expect(form.getByTestId('order-form-id')).toHaveText(orderId);
  await expect(form.getByTestId('order-form-product')).toHaveText(product!.name.zh);
  await expect(
    form.getByText(t('admin.orders.choice.units', { count: 2 }), { exact: true }),
  ).toBeVisible();
  await expect(form.getByText('telegram: @visitor_miner')).toBeVisible();
  await expect(
    form
      .getByTestId('order-quote-lines')
      .getByText(t('admin.orders.quote.item.machines'), { exact: true }),
  ).toBeVisible();
  await expect(form.getByText(t('admin.orders.quote.noRate'))).toBeVisible();
  await expect(
    form.getByTestId('order-history').getByText(t('admin.orders.history.event.created')),
  ).toBeVisible();
  const popupHeight = await page.locator('.admin-popup').evaluate((el) => el.clientHeight);
  expect(popupHeight / 844).toBeCloseTo(0.9, 1);

  // The amount: 请输入总额 until there is one, then a number above 0.
  const submit = form.getByRole('button', { name: t('admin.orders.form.submit'), exact: true });
  const amount = form.getByLabel(t('admin.orders.form.totalAmount'));
  await submit.click();
  await expectToast(page, t('admin.orders.form.incomplete'));
  await expect(form.getByText(t('admin.orders.form.totalAmount.required'))).toBeVisible();
  await amount.fill('-1');
  await expect(form.getByText(t('admin.orders.form.notNumber'))).toBeVisible();
  await amount.fill('0');
  await expect(form.getByText(t('admin.orders.form.totalAmount.positive'))).toBeVisible();
  await amount.fill('0.0125');
  await expect(form.getByText(t('admin.orders.form.totalAmount.positive'))).toBeHidden();

  // The trade QR: only images, at most 5 MB, checked before sending; preview with delete.
  const qrLabel = t('admin.orders.form.qrcode');
  const fileInput = form.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expectToast(page, t('admin.upload.notImage'));
  await fileInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expectToast(page, t('admin.upload.tooLarge'));
  await fileInput.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: pngImage() });
  await expectToast(page, t('admin.upload.done'));
  const preview = form.getByRole('img', {
    name: t('admin.upload.preview', { label: qrLabel, number: 1 }),
  });
  await expect(preview).toBeVisible();
  await form
    .getByRole('button', { name: t('admin.upload.deleteLabel', { label: qrLabel, number: 1 }) })
    .click();
  await expectToast(page, t('admin.upload.deleted'));
  await expect(preview).toHaveCount(0);
  await fileInput.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: pngImage(32) });
  await expectToast(page, t('admin.upload.done'));
  await expect(preview).toBeVisible();

  await submit.click();
  await expectToast(page, t('admin.orders.form.priced'));
  await expect(form).toBeHidden();
  await expect(card.getByText(t('order.payment.state.awaiting_payment'))).toBeVisible();
  await expect(card.getByText('0.0125 BTC')).toBeVisible();

  // The amount started the buyer's payment window at the order's own address.
  const priced = await (await request.get(`${API_URL}/api/orders/${orderId}`)).json();
  expect(priced).toMatchObject({
    totalAmount: 0.0125,
    payment: { state: 'awaiting_payment', dueBtc: 0.0125 },
  });
  expect(priced.payment.address).not.toBe('');
  expect(priced.payment.expiresAt).not.toBe('');
  expect(priced.qrcode).toMatch(/\/api\/uploads\//);

  // The buyer's order page: the amount, the address and the pay button. A transaction the
  // chain has never seen is refused with the site's own words.
  await page.goto(`/order-detail?orderId=${orderId}`);
  await expect(page.getByTestId('payment-due')).toContainText('0.0125');
  await expect(page.getByTestId('payment-address')).toHaveText(priced.payment.address);
  // The trade QR the operator uploaded is beside the address, with a note of what it is; once
  // the operator deletes it, the buyer's page no longer shows it.
  const tradeQr = page.getByAltText(t('orders.detail.tradeQr.alt'));
  await expect(tradeQr).toBeVisible();
  await expect(page.getByText(t('orders.detail.tradeQr.note'))).toBeVisible();
  await saveTradeQr(request, orderId, '');
  await page.reload();
  await expect(page.getByTestId('payment-address')).toHaveText(priced.payment.address);
  await expect(tradeQr).toHaveCount(0);
  await page.getByRole('button', { name: t('orders.detail.pay.button') }).click();
  await page.getByLabel(t('orders.detail.payment.hash')).fill('ab'.repeat(32));
  await page.getByLabel(t('orders.detail.payment.email')).fill('buyer@example.com');
  await page.getByRole('button', { name: t('common.confirm') }).click();
  await expectToast(page, t('orders.payment.error.txNotFound'));

  // The operator checked the payment in their wallet and confirms it.
  await page.goto('/order-management');
  await searchOrders(page, orderId);
  await card.getByRole('button').click();
  await expect(form.getByTestId('order-form-hint')).toHaveText(t('admin.orders.form.hint.unpaid'));
  await form.getByRole('button', { name: t('admin.orders.confirmPayment.button') }).click();
  const confirm = page.getByRole('dialog', { name: t('admin.orders.confirmPayment.title') });
  // A transaction of its own: one credited to an order (an earlier run's) is refused for another.
  const txid = randomBytes(32).toString('hex');
  await confirm.getByLabel(t('admin.orders.confirmPayment.txid')).fill(txid);
  await confirm.getByLabel(t('admin.orders.confirmPayment.received')).fill('0.0125');
  await confirm.getByLabel(t('admin.orders.confirmPayment.note')).fill('seen in the wallet');
  await confirm.getByRole('button', { name: t('admin.orders.confirmPayment.submit') }).click();
  await expectToast(page, t('admin.orders.confirmPayment.done'));
  await expect(confirm).toBeHidden();
  await expect(form.locator('[data-payment-state="paid"]')).toBeVisible();
  await expect(
    form.getByTestId('order-history').getByText(t('admin.orders.history.event.payment_confirmed')),
  ).toBeVisible();
  await expect(
    form.getByRole('button', { name: t('admin.orders.confirmPayment.button') }),
  ).toHaveCount(0);

  // Paid: submitting moves it to processing.
  await expect(form.getByTestId('order-form-hint')).toHaveText(
    t('admin.orders.form.hint.startProcessing'),
  );
  await submit.click();
  await expectToast(page, t('admin.orders.form.saved'));
  await expect(form).toBeHidden();
  await expect(card.getByText(t('order.status.processing'))).toBeVisible();
  await expect(card.getByText(t('order.payment.state.paid'))).toBeVisible();

  // The buyer sees the order paid and in processing.
  await page.goto(`/order-detail?orderId=${orderId}`);
  await expect(page.getByText(t('order.status.processing')).first()).toBeVisible();
  await expect(page.getByText(t('orders.payment.paidAt'))).toBeVisible();
  await expect(page.getByTestId('payment-received')).toContainText('0.0125');

  // Later the operator marks it completed.
  await page.goto('/order-management');
  await searchOrders(page, orderId);
  await card.getByRole('button').click();
  await form.getByRole('button', { name: t('admin.orders.form.markCompleted') }).click();
  await expectToast(page, t('admin.orders.form.markedCompleted'));
  await expect(card.getByText(t('order.status.completed'))).toBeVisible();
});

// The buyer's page of an order awaiting a price says the price is coming; once the operator
// sets it, the same page (no reload) shows what to pay, and a payment on the chain settles it.
test("the buyer sees the operator's price arrive and pays it on the chain, without a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const order = await placeMachineOrder(request, { quantity: 1 });
  await page.goto(`/order-detail?orderId=${order.orderId}`);
  await expect(page.getByText(t('orders.payment.awaitingPrice.title'))).toBeVisible();
  await expect(page.getByTestId('payment-address')).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await priceOrder(request, order.orderId, 0.0042);
  await expect(page.getByTestId('payment-address')).toHaveText(order.payment.address, {
    timeout: 45_000,
  });
  await expect(page.getByTestId('payment-due')).toContainText('0.0042');
  await expect(page.getByRole('button', { name: t('orders.detail.pay.button') })).toBeEnabled();

  await mineOnly([await payToAddress(order.payment.address, 0.0042)]);
  await expect(page.getByText(t('orders.payment.note.paid'))).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('payment-address')).toHaveCount(0);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test("the operator reads a quoted hash power order: the buyer's choice, the quote and the history", async ({
  page,
  request,
}) => {
  const order = await placeHashpowerOrder(request);
  const { quote, payment } = order;
  await openAsOperator(page, '/order-management');
  await searchOrders(page, order.orderId);
  const card = page.getByRole('listitem', { name: order.orderId });
  await expect(card.getByText(t('order.payment.state.awaiting_payment'))).toBeVisible();
  await card.getByRole('button').click();
  const form = orderForm(page);

  const choice = quote!.choice as { hashrateTh: number; durationDays: number };
  await expect(
    form.getByText(t('admin.orders.choice.hashrate.value', { value: choice.hashrateTh }), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    form.getByText(t('admin.orders.choice.days', { count: choice.durationDays }), { exact: true }),
  ).toBeVisible();
  await expect(form.getByText('F2Pool')).toBeVisible();
  await expect(form.getByText(t('admin.orders.paymentMethod.fufu'))).toBeVisible();

  // The quote's lines, its total in USD and the rate it was converted at.
  const lines = form.getByTestId('order-quote-lines');
  await expect(lines.getByText(t('admin.orders.quote.item.hashrateFee'))).toBeVisible();
  await expect(lines.getByText(t('admin.orders.quote.item.electricityFee'))).toBeVisible();
  const money = (value: number) =>
    t.intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
  await expect(form.getByTestId('order-quote-total')).toHaveText(money(quote!.total));
  await expect(
    form.getByText(t('admin.orders.quote.rate.value', { price: money(quote!.btcRate!.price) })),
  ).toBeVisible();

  // Where the buyer pays: the order's own address, its index in the account, what is due.
  await expect(form.getByTestId('order-payment-address')).toHaveText(payment.address);
  await expect(form.getByText(t('admin.orders.payment.derivationIndex'))).toBeVisible();
  await expect(form.getByText(`${quote!.amountBtc} BTC`).first()).toBeVisible();
  await expect(form.getByText(t('admin.orders.payment.noTransactions'))).toBeVisible();
  const history = form.getByTestId('order-history');
  await expect(history.getByText(t('admin.orders.history.event.created'))).toBeVisible();
  await expect(history.getByText(t('admin.orders.history.by.buyer')).first()).toBeVisible();

  // Quoted: the amount is the buyer's term, not the operator's; unpaid, it cannot move on.
  await expect(form.getByLabel(t('admin.orders.form.totalAmount'))).toHaveCount(0);
  await expect(
    form.getByRole('button', { name: t('admin.orders.form.markCompleted') }),
  ).toHaveCount(0);
});

test('the list pages as it scrolls, sorted by status, with status and payment filters', async ({
  page,
  request,
}) => {
  const tag = orderTag();
  const placed: string[] = [];
  for (let i = 0; i < 23; i++) {
    placed.push((await placeMachineOrder(request, { tag })).orderId);
  }
  // The newest is priced and paid (the operator's calls), still pending.
  const first = placed[22]!;
  await priceAndConfirm(request, first, 2);
  await openAsOperator(page, '/order-management');

  await searchOrders(page, tag.toUpperCase());
  const list = page.getByRole('list', { name: t('admin.orders.list.label') });
  await expect(page.getByText(t('admin.list.total', { count: 23 }))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem')).toHaveCount(23);
  await expect(page.getByText(t('admin.list.noMore'))).toBeVisible();

  // Once the operator moves it on, it comes after the pending ones.
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-label', first);
  await list.getByRole('listitem', { name: first }).getByRole('button').click();
  const form = orderForm(page);
  await form.getByRole('button', { name: t('admin.orders.form.submit'), exact: true }).click();
  await expectToast(page, t('admin.orders.form.saved'));
  await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-label', first);

  // Filters, in the service: status, payment state and amount.
  await page.getByRole('button', { name: t('order.filters.button', { count: 0 }) }).click();
  const filters = page.getByRole('dialog', { name: t('order.filters.title') });
  await filters.getByRole('option', { name: t('order.status.processing'), exact: true }).click();
  await filters.getByRole('option', { name: t('order.payment.state.paid'), exact: true }).click();
  await filters.getByRole('spinbutton', { name: t('order.filters.amount.min') }).fill('1.5');
  await filters.getByRole('button', { name: t('order.filters.confirm') }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: first })).toBeVisible();
  const filtered = page.getByRole('button', {
    name: t('order.filters.button', { count: 3 }),
  });
  await expect(filtered).toBeVisible();

  // Only the orders still awaiting a price.
  await expect(filters).toBeHidden();
  await filtered.click();
  await filters.getByRole('button', { name: t('order.filters.reset') }).click();
  await filters.getByRole('option', { name: t('order.payment.state.awaiting_price') }).click();
  await filters.getByRole('button', { name: t('order.filters.confirm') }).click();
  await expect(page.getByText(t('admin.list.total', { count: 22 }))).toBeVisible();
  await expect(list.getByRole('listitem', { name: first })).toHaveCount(0);

  // Pull down to refresh, once the filter panel (and its mask) has gone.
  await expect(filters).toBeHidden();
  await pullDown(page, list);
  await expectToast(page, t('admin.list.refreshed'));
});

test('a refresh that fails says 刷新失败，请重试', async ({ page }) => {
  await openAsOperator(page, '/order-management');
  await expect(page.locator('.admin-count')).toBeVisible();
  await page.route('**/api/orders?*', (route) => route.abort('connectionrefused'));
  await pullDown(page, page.locator('.admin-pull'));
  await expectToast(page, t('admin.list.refreshFailed'));
});

/** Drags a finger down from the top of `target` (a phone's pull-to-refresh). */
async function pullDown(page: Page, target: ReturnType<Page['locator']>) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 10;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + i * 25 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
