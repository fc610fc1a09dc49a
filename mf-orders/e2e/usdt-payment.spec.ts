import { expect, test, type Page } from '@playwright/test';
import type { PublicOrder } from '@minesite/shared/contract';
import { usdtUnits } from '@minesite/shared/domain';
import { mineTron, sendUsdtOnTron } from '../../tooling/fake-tron/control';
import { testSiteEthereum } from '../../tooling/local-ethereum/control';
import {
  API_URL,
  chooseLocale,
  messages,
  placeHashpowerOrder,
  trackOrders,
  type Locale,
} from './support/orders-site';
import { readQrCode } from './support/payment-qr';

/** USDT as the page writes it in `locale`: up to 6 places, and the unit. */
const usdtText = (locale: Locale, value: number) =>
  `${messages(locale).intl.formatNumber(value, { maximumFractionDigits: 6 })} USDT`;

/** Scrolls to the wallet card (its QR code is drawn when it comes on screen) and reads the code. */
async function readWalletLink(page: Page, locale: Locale) {
  const t = messages(locale);
  await page
    .getByRole('region', { name: t('orders.detail.wallet.title') })
    .scrollIntoViewIfNeeded();
  return readQrCode(page.getByAltText(t('orders.detail.wallet.qrAlt')));
}

/** What a payment found on the chain shows: the note, the transaction, USDT received of due. */
async function expectFound(page: Page, locale: Locale, txid: string, due: number) {
  const t = messages(locale);
  await expect(page.getByText(t('orders.payment.note.seen'))).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('payment-transaction')).toContainText(txid.slice(0, 10));
  await expect(page.getByTestId('payment-received')).toHaveText(
    t('orders.payment.receivedOfDueUsdt', {
      received: t.intl.formatNumber(due, { maximumFractionDigits: 6 }),
      due: t.intl.formatNumber(due, { maximumFractionDigits: 6 }),
    }),
  );
}

/**
 * The order paid and final (the test site's chains settle at the confirmations they ask), on the
 * same page: the note, the confirmations, no address to pay to.
 */
async function expectPaid(page: Page, locale: Locale, confirmations: number) {
  const t = messages(locale);
  await expect(page.getByText(t('orders.payment.note.settled'))).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('payment-settled')).toHaveText(t('orders.payment.settled.yes'));
  await expect(page.getByTestId('payment-transaction')).toContainText(
    t('orders.payment.tx.confirmations', { count: confirmations }),
  );
  await expect(page.getByTestId('payment-address')).toHaveCount(0);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
}

// The buyer pays in USDT on Ethereum with a wallet that reads the EIP-681 link from the QR code;
// the site's local Ethereum node has the transfer, and the page follows it to paid by itself.
test('pay in USDT on Ethereum from the wallet link: found, then paid, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const t = messages('en');
  const { order } = await placeHashpowerOrder(request, 'usdt-ethereum');
  const { address, token } = order.payment;
  expect(token).toMatchObject({ symbol: 'USDT', chain: 'ethereum' });
  const due = token!.due;
  expect(due).toBeGreaterThan(0);
  await chooseLocale(page, 'en');
  await trackOrders(page, [order.orderId]);
  await page.goto(`/order-detail?orderId=${order.orderId}`);

  // The chain and its token, the amount in USDT, the order's own checksummed address, and the
  // warning that USDT sent on another network is lost.
  await expect(page.getByTestId('payment-chain')).toHaveText(
    t('orders.detail.token.chain.ethereum'),
  );
  await expect(page.getByTestId('payment-due')).toHaveText(usdtText('en', due));
  await expect(page.getByTestId('payment-address')).toHaveText(address);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByTestId('payment-network-warning')).toHaveText(
    t('orders.detail.token.warning.ethereum'),
  );
  await expect(page.getByText(t('orders.payment.testNetwork', { network: 'regtest' }))).toHaveCount(
    0,
  );

  // The wallet reads an ERC20 transfer request: the token, the local chain, the order's address
  // and the amount in the token's millionths; and sends exactly that.
  const link = await readWalletLink(page, 'en');
  const parts =
    /^ethereum:(0x[0-9a-fA-F]{40})@(\d+)\/transfer\?address=(0x[0-9a-fA-F]{40})&uint256=(\d+)$/.exec(
      link,
    );
  expect(parts, link).not.toBeNull();
  const [, contract, chainId, to, units] = parts!;
  expect({ contract, chainId, to, units }).toEqual({
    contract: token!.contract,
    chainId: '1337',
    to: address,
    units: String(usdtUnits(due)),
  });
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const txid = await testSiteEthereum.transfer(contract as `0x${string}`, to!, Number(units));

  // Found in its block (one confirmation of the two the test site asks), then paid.
  await expectFound(page, 'en', txid, due);
  await expect(page.getByTestId('payment-transaction')).toContainText(
    t('orders.payment.tx.confirmations', { count: 1 }),
  );
  await testSiteEthereum.mine(1);
  await expectPaid(page, 'en', 2);
});

// In Russian: a buyer who ordered in BTC holds USDT on TRON; on the order page they switch the
// rail, get a TRON address and the amount in USDT with a TRC20 payment link, pay it, and the
// page shows the transfer found and the order paid.
test('switch an unpaid BTC order to USDT on TRON and pay it there (ru)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const t = messages('ru');
  const { order } = await placeHashpowerOrder(request);
  expect(order.payment.rail).toBe('btc');
  await chooseLocale(page, 'ru');
  await trackOrders(page, [order.orderId]);
  await page.goto(`/order-detail?orderId=${order.orderId}`);
  await expect(page.getByTestId('payment-address')).toHaveText(order.payment.address);
  await expect(page.getByTestId('payment-chain')).toHaveCount(0);

  // The rail card loads when the buyer scrolls down to it (it sits below the payment card).
  await page.getByRole('link', { name: t('orders.detail.notesLink') }).scrollIntoViewIfNeeded();
  await page
    .getByRole('region', { name: t('orders.detail.rail.title') })
    .getByRole('option', { name: t('orders.checkout.rail.usdt-tron') })
    .click();
  await expect(page.getByTestId('payment-chain')).toHaveText(t('orders.detail.token.chain.tron'));

  // The order now has a TRON address of its own and its USD total due in USDT.
  const reply = await request.get(`${API_URL}/api/orders/${order.orderId}`);
  expect(reply.status()).toBe(200);
  const { payment } = (await reply.json()) as PublicOrder;
  expect(payment).toMatchObject({ rail: 'usdt-tron', token: { symbol: 'USDT', chain: 'tron' } });
  const { address } = payment;
  const due = payment.token!.due;
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByTestId('payment-address')).toHaveText(address);
  await expect(page.getByTestId('payment-due')).toHaveText(usdtText('ru', due));
  await expect(page.getByTestId('payment-network-warning')).toHaveText(
    t('orders.detail.token.warning.tron'),
  );

  // The TRON wallets' payment link: the address, the amount and the token contract.
  const link = new URL(await readWalletLink(page, 'ru'));
  expect(link.protocol).toBe('tron:');
  expect(link.pathname).toBe(address);
  expect(Object.fromEntries(link.searchParams)).toEqual({
    amount: String(due),
    token: payment.token!.contract,
  });

  // The wallet sends it; the chain has it unconfirmed, then in a block.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const txid = await sendUsdtOnTron(
    address,
    Number(usdtUnits(Number(link.searchParams.get('amount')))),
  );
  await expectFound(page, 'ru', txid, due);
  await mineTron(1);
  await expectPaid(page, 'ru', 1);
});
