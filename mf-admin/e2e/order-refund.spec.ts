import { expect, test, type Page } from '@playwright/test';
import type { PublicOrder } from '@minesite/shared/contract';
import { formatBtcAmount } from '@minesite/shared/domain';
import { siteMessages } from '@minesite/shared/testing/site-messages';
import { API_URL, expectToast, openAsOperator } from './support/admin-site';
import { placeHashpowerOrder } from './support/order-scene';
import { mineOnly, payToAddress } from '../../tooling/fake-chain/control';

// The operator's pages and the buyer's order page, in the site's default language.
const t = siteMessages('zh');

/** A regtest address of the buyer's own wallet (BIP173's example, a valid checksum). */
const BUYER_REFUND_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
/** The refund's transaction, as the operator's wallet reports it. */
const REFUND_TXID = 'fe'.repeat(32);

async function searchOrder(page: Page, orderId: string) {
  await page.getByRole('search').getByRole('searchbox').fill(orderId);
  return page.getByRole('listitem', { name: orderId });
}

async function openOrder(page: Page, orderId: string) {
  await (await searchOrder(page, orderId)).getByRole('button').click();
  const form = page.getByRole('dialog', { name: t('admin.orders.form.title') });
  await expect(form.getByTestId('order-form-id')).toHaveText(orderId);
  return form;
}

// A buyer pays more than due; the chain confirms it and the order goes to the operator as
// overpaid. The operator offers the excess back at the order's rate, the buyer gives an
// address on the order page, the operator sends it from the wallet and records the
// transaction, and the buyer's page shows the refund made.
test('the operator refunds an overpaid order and the buyer sees refunded', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await placeHashpowerOrder(request);
  const { orderId } = order;
  const { address, dueBtc } = order.payment;
  const excessBtc = 0.001;
  const paidBtc = Number(formatBtcAmount(dueBtc + excessBtc));

  await mineOnly([await payToAddress(address, paidBtc)]);
  const read = async () =>
    (await (await request.get(`${API_URL}/api/orders/${orderId}`)).json()) as PublicOrder;
  await expect
    .poll(async () => (await read()).payment, { timeout: 60_000 })
    .toMatchObject({ state: 'review', flag: 'overpaid' });

  // The operator sees it flagged, with what was due beside what came.
  await openAsOperator(page, '/order-management');
  const card = await searchOrder(page, orderId);
  const flagged = t('order.payment.flagged', {
    state: t('order.payment.state.review'),
    flag: t('order.payment.flag.overpaid'),
  });
  await expect(card.getByText(flagged)).toBeVisible();
  const form = await openOrder(page, orderId);
  await expect(form.getByTestId('order-form-hint')).toHaveText(t('admin.orders.form.hint.resolve'));
  await expect(form.getByTestId('order-payment-received')).toHaveText(
    `${formatBtcAmount(paidBtc)} BTC`,
  );
  await expect(form.getByRole('button', { name: t('admin.orders.invalid.button') })).toBeVisible();
  await expect(
    form.getByRole('button', { name: t('admin.orders.confirmPayment.button') }),
  ).toBeVisible();

  // The refund of the excess, at the order's rate: the service proposes the amount.
  await form.getByRole('button', { name: t('admin.orders.refund.button') }).click();
  const offer = page.getByRole('dialog', { name: t('admin.orders.refund.dialogTitle') });
  const part = offer.getByRole('listbox', { name: t('admin.orders.refund.partLabel') });
  await expect(
    part.getByRole('option', { name: t('admin.orders.refund.part.excess') }),
  ).toHaveAttribute('aria-selected', 'true');
  const basis = offer.getByRole('listbox', { name: t('admin.orders.refund.basisLabel') });
  await expect(
    basis.getByRole('option', { name: t('admin.orders.refund.basis.order') }),
  ).toHaveAttribute('aria-selected', 'true');
  await offer.getByRole('button', { name: t('admin.orders.refund.submit') }).click();
  await expectToast(page, t('admin.orders.refund.offered'));
  await expect(offer.getByTestId('refund-offered-amount')).toHaveText(
    `${formatBtcAmount(excessBtc)} BTC`,
  );
  await offer.getByRole('button', { name: t('admin.orders.refund.close') }).click();
  await expect(offer).toBeHidden();
  const refund = form.getByTestId('order-refund');
  await expect(refund).toHaveAttribute('data-refund-state', 'offered');
  await expect(refund.getByText(t('admin.orders.refund.noAddress'))).toBeVisible();
  await expect(form.getByTestId('order-form-hint')).toHaveText(
    t('admin.orders.form.hint.refundOffered'),
  );
  await expect(
    form.getByTestId('order-history').getByText(t('admin.orders.history.event.refund_offered')),
  ).toBeVisible();

  // The buyer's order page asks for an address to send it to.
  await page.goto(`/order-detail?orderId=${orderId}`);
  const buyerRefund = page.getByRole('region', { name: t('orders.refund.title') });
  await expect(buyerRefund.getByTestId('refund-amount')).toContainText(formatBtcAmount(excessBtc));
  await buyerRefund.getByLabel(t('orders.refund.addressLabel')).fill(BUYER_REFUND_ADDRESS);
  await buyerRefund.getByRole('button', { name: t('orders.refund.submit') }).click();
  await expectToast(page, t('orders.refund.sent'));
  await expect(buyerRefund.getByText(t('orders.refund.note.requested'))).toBeVisible();

  // The operator copies the address into the wallet, sends it, and records the transaction.
  await page.goto('/order-management');
  const again = await openOrder(page, orderId);
  await expect(again.getByTestId('order-refund')).toHaveAttribute('data-refund-state', 'requested');
  await expect(again.getByTestId('order-refund-address')).toHaveText(BUYER_REFUND_ADDRESS);
  await expect(again.getByTestId('order-form-hint')).toHaveText(
    t('admin.orders.form.hint.refundRequested'),
  );
  await again.getByRole('button', { name: t('admin.orders.refundSent.button') }).click();
  const sent = page.getByRole('dialog', { name: t('admin.orders.refundSent.title') });
  const txid = sent.getByLabel(t('admin.orders.refundSent.txid'));
  await txid.fill('not a transaction');
  await sent.getByRole('button', { name: t('admin.orders.refundSent.submit') }).click();
  await expect(sent.getByRole('alert')).toHaveText(t('admin.orders.refundSent.txidInvalid'));
  await txid.fill(REFUND_TXID);
  await sent.getByRole('button', { name: t('admin.orders.refundSent.submit') }).click();
  await expectToast(page, t('admin.orders.refundSent.done'));
  await expect(sent).toBeHidden();
  await expect(again.getByTestId('order-refund')).toHaveAttribute('data-refund-state', 'refunded');
  await expect(again.getByTestId('order-refund-txid')).toHaveText(REFUND_TXID);
  await expect(
    again.getByTestId('order-history').getByText(t('admin.orders.history.event.refunded')),
  ).toBeVisible();

  // The buyer's page shows the refund made: its transaction and the note.
  await page.goto(`/order-detail?orderId=${orderId}`);
  await expect(buyerRefund.getByText(t('orders.refund.note.refunded'))).toBeVisible();
  await expect(buyerRefund.getByTestId('refund-txid')).toHaveText(REFUND_TXID);
  expect((await read()).payment.refund).toMatchObject({
    state: 'refunded',
    part: 'excess',
    basis: 'order',
    amountBtc: excessBtc,
    address: BUYER_REFUND_ADDRESS,
    txid: REFUND_TXID,
  });
});
