import { expect, test } from '@playwright/test';
import { SATS_PER_BTC, bip21Uri, formatBtcAmount, paymentLabel } from '@minesite/shared/domain';
import { payToAddress } from '../../tooling/fake-chain/control';
import { messages, placeHashpowerOrder, trackOrders, chooseLocale } from './support/orders-site';
import { readQrCode } from './support/payment-qr';

// In Spanish: the buyer's wallet sends less than due. The order stays payable while its window
// is open: the page shows what arrived and what remains, and its QR code asks for the rest,
// labelled with the shop's name and a short reference. Once the rest is sent there is nothing
// more to pay. The journey mines no block; the journeys beside it on the shared fake chain mine
// blocks of their own transactions only (mineOnly), so these stay unconfirmed.
test('a partial payment shows the remainder and its QR (es)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = messages('es');
  const btc = (value: number) =>
    t('orders.common.btcAmount', {
      amount: t.intl.formatNumber(value, { maximumFractionDigits: 8 }),
    });
  const { order } = await placeHashpowerOrder(request);
  const { address, dueBtc } = order.payment;
  const dueSats = Math.round(dueBtc * SATS_PER_BTC);
  const firstSats = Math.floor(dueSats * 0.4);
  const first = firstSats / SATS_PER_BTC;
  const remaining = (dueSats - firstSats) / SATS_PER_BTC;
  await chooseLocale(page, 'es');
  await trackOrders(page, [order.orderId]);
  await page.goto(`/order-detail?orderId=${order.orderId}`);
  await expect(page.getByTestId('payment-due')).toHaveText(btc(dueBtc));

  // The wallet sends 40% of the amount.
  const txid = await payToAddress(address, first);
  const remainingAmount = page.getByTestId('payment-remaining');
  await expect(remainingAmount).toHaveText(btc(remaining), { timeout: 45_000 });
  await expect(page.getByTestId('payment-partial-received')).toHaveText(btc(first));
  await expect(page.getByTestId('payment-due')).toHaveText(btc(dueBtc));
  await expect(page.getByTestId('payment-transaction')).toContainText(txid.slice(0, 10));
  await expect(page.getByText(t('orders.detail.partialWindow'))).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/\d\d:\d\d/);
  // Something was paid: the order can no longer be cancelled.
  await expect(page.getByRole('button', { name: t('orders.giveUp.button') })).toHaveCount(0);

  // A wallet app reads the QR code: the address, the remainder and the shop's label.
  await page
    .getByRole('region', { name: t('orders.detail.wallet.title') })
    .scrollIntoViewIfNeeded();
  const uri = await readQrCode(page.getByAltText(t('orders.detail.wallet.qrAltRemaining')));
  expect(uri).toBe(bip21Uri(address, remaining, paymentLabel(order.orderId)));
  expect(new URL(uri).searchParams.get('amount')).toBe(formatBtcAmount(remaining));
  expect(new URL(uri).searchParams.get('label')).toMatch(/^HashPeak Mining \S+$/);
  expect(uri).not.toContain(order.orderId);

  // The wallet sends the rest: both transactions are listed, and nothing is left to pay.
  await payToAddress(address, remaining);
  await expect(page.getByTestId('payment-transaction')).toHaveCount(2, { timeout: 45_000 });
  await expect(page.getByTestId('payment-received')).toHaveText(
    t('orders.payment.receivedOfDue', {
      received: t.intl.formatNumber(dueBtc, { maximumFractionDigits: 8 }),
      due: t.intl.formatNumber(dueBtc, { maximumFractionDigits: 8 }),
    }),
  );
  await expect(remainingAmount).toHaveCount(0);
  await expect(page.getByTestId('payment-address')).toHaveCount(0);
});
