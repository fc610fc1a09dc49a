import { expect, test } from '@playwright/test';
import { bip21Uri, formatBtcAmount, paymentLabel } from '@minesite/shared/domain';
import { mineOnly, payToAddress } from '../../tooling/fake-chain/control';
import {
  expectToast,
  messages,
  placeHashpowerOrder,
  trackOrders,
  chooseLocale,
} from './support/orders-site';
import { readQrCode } from './support/payment-qr';

// In Russian: the buyer pays a quoted hash power order with a wallet app that reads the QR
// code; the chain reports the payment and the page, then my orders, follow without a reload.
test('pay an order from its QR code: payment seen, then paid, without a reload (ru)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const t = messages('ru');
  const btc = (value: number) =>
    t('orders.common.btcAmount', {
      amount: t.intl.formatNumber(value, { maximumFractionDigits: 8 }),
    });
  const { order, product } = await placeHashpowerOrder(request);
  const { address, dueBtc } = order.payment;
  expect(dueBtc).toBeGreaterThan(0);
  await chooseLocale(page, 'ru');
  await trackOrders(page, [order.orderId]);
  await page.goto(`/order-detail?orderId=${order.orderId}`);

  // What to pay, to where and until when.
  await expect(page.getByRole('heading', { level: 2, name: product.name.ru })).toBeVisible();
  await expect(page.getByTestId('payment-due')).toHaveText(btc(dueBtc));
  await expect(page.getByTestId('payment-address')).toHaveText(address);
  await expect(page.getByRole('timer')).toContainText(/(60|59):\d\d/);
  await expect(page.getByRole('button', { name: t('orders.detail.pay.button') })).toBeEnabled();

  // The buyer scrolls to the wallet (its QR code is drawn when it comes on screen), and a
  // wallet app reads the code: the address and the amount, filled in, labelled with the shop
  // and a short reference (never the order id, the key to the order).
  await page
    .getByRole('region', { name: t('orders.detail.wallet.title') })
    .scrollIntoViewIfNeeded();
  const uri = await readQrCode(page.getByAltText(t('orders.detail.wallet.qrAlt')));
  expect(uri).toMatch(
    new RegExp(
      `^bitcoin:${address}\\?amount=${formatBtcAmount(dueBtc)}&label=HashPeak\\+Mining\\+`,
    ),
  );
  expect(uri).toBe(bip21Uri(address, dueBtc, paymentLabel(order.orderId)));
  expect(uri).not.toContain(order.orderId);

  // The wallet pays: the chain has it in its mempool, then in a block.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const txid = await payToAddress(address, dueBtc);
  const seen = page.getByText(t('orders.payment.note.seen'));
  await expect(seen).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('payment-transaction')).toContainText(txid.slice(0, 10));
  await expect(page.getByTestId('payment-transaction')).toContainText(
    t('orders.payment.tx.confirmations', { count: 0 }),
  );
  await mineOnly([txid]);
  await expect(page.getByText(t('orders.payment.note.paid'))).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('payment-transaction')).toContainText(
    t('orders.payment.tx.confirmations', { count: 1 }),
  );
  await expect(page.getByTestId('payment-address')).toHaveCount(0);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // My orders shows it paid.
  await page.goto('/my-orders');
  const row = page.getByRole('listitem', { name: order.orderId });
  await expect(row.getByText(product.name.ru)).toBeVisible();
  await expect(row.getByText(t('order.payment.state.paid'))).toBeVisible();
  await expect(row.getByText(btc(dueBtc))).toBeVisible();
});

test('report a payment: a hash the chain does not know is refused, the real one is checked', async ({
  page,
  request,
}) => {
  const t = messages('en');
  const { order } = await placeHashpowerOrder(request);
  const { address, dueBtc } = order.payment;
  await chooseLocale(page, 'en');
  await page.goto(`/order-detail?orderId=${order.orderId}`);

  const report = async (hash: string) => {
    await page.getByRole('button', { name: t('orders.detail.pay.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('orders.detail.payment.hash')).fill(hash);
    await dialog.getByLabel(t('orders.detail.payment.email')).fill('buyer@example.com');
    await dialog.getByText(t('common.confirm')).click();
  };

  // Both fields are required (no format check).
  await page.getByRole('button', { name: t('orders.detail.pay.button') }).click();
  await page.getByRole('dialog').getByText(t('common.confirm')).click();
  await expectToast(page, t('orders.detail.payment.incomplete'));
  await page.getByRole('dialog').getByText(t('common.cancel')).click();

  await report('a'.repeat(64));
  await expectToast(page, t('orders.payment.error.txNotFound'));
  await page.getByRole('dialog').getByText(t('common.cancel')).click();

  const txid = await payToAddress(address, dueBtc);
  await report(txid);
  await expectToast(page, t('orders.detail.payment.success'));
  await expect(page.getByText(t('orders.payment.claim.verified'))).toBeVisible();
  await expect(page.getByText(t('orders.detail.payment.submittedNote'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('orders.detail.pay.button') })).toHaveCount(0);
});
