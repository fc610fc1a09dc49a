import { expect, test, type Page } from '@playwright/test';
import { expectToast, messages, minerCard, chooseLocale } from './support/shop-site';

const t = messages('zh');
const usd = (value: number) =>
  t.intl.formatNumber(value, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const cny = (value: number) =>
  t.intl.formatNumber(value, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
/** An amount as a quote shows it, in cents. */
const cny2 = (value: number) =>
  t.intl.formatNumber(value, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });

/**
 * The daily row of the profit table: revenue, electricity, profit. The table, below the specs,
 * comes when scrolled to: the questions after it are scrolled into view first.
 */
async function dailyRow(page: Page) {
  await page.getByRole('heading', { name: t('shop.product.faq.title') }).scrollIntoViewIfNeeded();
  const row = page
    .getByRole('table', { name: t('shop.profit.title') })
    .getByRole('row', { name: new RegExp(`^${t('shop.profit.period.day')}`) });
  return row.getByRole('cell');
}

test('open a miner, change a setting and see the prediction change, buy it and find the order', async ({
  page,
}) => {
  await chooseLocale(page, 'zh');
  await page.goto('/shop');
  await minerCard(page, 'S19 XP 141T').getByRole('link').click();
  await expect(page).toHaveURL('/product/1');
  await expect(
    page.getByRole('heading', { level: 1, name: t('route.productDetail') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /S19 XP 141T/ })).toBeVisible();

  // The full specification.
  const specs = page.getByRole('region', { name: t('shop.product.specs') });
  for (const [label, value] of [
    ['shop.spec.algorithm', 'SHA-256'],
    ['shop.spec.coin', 'BTC'],
    ['shop.spec.hashrate', '141 TH/s'],
    ['shop.spec.power', '3,031 W'],
    ['shop.spec.cooling', t('shop.cooling.air')],
    ['shop.spec.efficiency', '21.5 J/TH'],
    ['shop.spec.price', cny(16800)],
  ] as const) {
    await expect(specs.getByRole('term').filter({ hasText: t(label) })).toBeVisible();
    await expect(specs.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
  }
  for (const label of [
    'shop.spec.chip',
    'shop.spec.size',
    'shop.spec.weight',
    'shop.spec.noise',
    'shop.spec.code',
    'shop.spec.warranty',
  ]) {
    await expect(specs.getByRole('term').filter({ hasText: t(label) })).toBeVisible();
  }

  // The prediction at the defaults: 141 T × 0.00000052 BTC × 120,000 USD = 8.80 a day;
  // 3.031 kW × 24 h × 0.065 USD = 4.73; profit 4.07.
  let cells = await dailyRow(page);
  await expect(cells).toHaveText([usd(8.8), usd(4.73), usd(4.07)]);
  await expect(page.getByTestId('payback')).toHaveText(
    t('shop.profit.payback.days', { days: 566 }),
  );

  // Settings: BTC at 60,000 USD halves the revenue and the machine loses money.
  await page.getByRole('button', { name: t('shop.profit.settings') }).click();
  const settings = page.getByRole('dialog', { name: t('shop.profit.settings') });
  await settings.getByLabel(t('shop.profit.setting.btcPrice')).fill('60000');
  await settings.getByRole('button', { name: t('shop.profit.save') }).click();
  await expect(settings).toBeHidden();
  cells = await dailyRow(page);
  await expect(cells).toHaveText([usd(4.4), usd(4.73), usd(-0.33)]);
  await expect(page.getByTestId('payback')).toHaveText(t('shop.profit.payback.never'));

  // Reset brings the defaults back.
  await page.getByRole('button', { name: t('shop.profit.settings') }).click();
  await settings.getByRole('button', { name: t('shop.profit.reset') }).click();
  await expect(settings.getByLabel(t('shop.profit.setting.btcPrice'))).toHaveValue('120000');
  await settings.getByRole('button', { name: t('shop.profit.save') }).click();
  await expect(await dailyRow(page)).toHaveText([usd(8.8), usd(4.73), usd(4.07)]);

  // The FAQ opens in place.
  await page.getByText(t('shop.product.faq.delivery.q')).click();
  await expect(page.getByText(t('shop.product.faq.delivery.a'))).toBeVisible();

  // Buy: the orders remote's checkout, for this machine, priced by the service. Machines are
  // priced in CNY, for which the test site's rate provider has no rate: the operator sets the
  // amount in BTC.
  await page.getByRole('button', { name: t('shop.product.buy') }).click();
  await expect(page).toHaveURL(/\/mining-power-purchase\?productInfo=/);
  await expect(page.getByRole('heading', { level: 2, name: /S19 XP 141T/ })).toBeVisible();
  await expect(page.getByText(t('orders.checkout.machine.tips.delivery'))).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText(cny2(16800));
  await page
    .getByRole('group', { name: t('orders.checkout.quantity') })
    .locator('.adm-stepper-plus')
    .click();
  await expect(page.getByTestId('quote-line-machines')).toContainText(cny2(33600));
  await expect(page.getByTestId('quote-total')).toHaveText(cny2(33600));
  await expect(page.getByTestId('quote-awaiting-price')).toHaveText(
    t('orders.quote.awaitingPrice'),
  );
  // Machines have no pool and no electricity payment method.
  await expect(page.getByText(t('orders.checkout.pool.label'))).toHaveCount(0);

  const generate = page.getByRole('button', { name: t('orders.checkout.generate') });
  await generate.click();
  await expectToast(page, t('orders.checkout.machine.missing.address'));
  await page
    .getByLabel(t('orders.checkout.machine.address.label'))
    .fill('张三 13800000000 深圳市南山区科技园 1 号');
  await generate.click();

  const created = page.getByRole('dialog');
  await expect(created.getByText(t('orders.checkout.created.title'))).toBeVisible();
  const orderId = (await created.getByTestId('created-order-id').textContent()) ?? '';
  expect(orderId).toMatch(/^ORD\d{13}[0-9a-z]{20}$/);
  await expect(created.getByText(/S19 XP 141T/)).toBeVisible();
  await expect(created.getByText(t('orders.checkout.machine.deliveryTime'))).toBeVisible();
  await expect(created.getByTestId('quote-total')).toHaveText(cny2(33600));
  await created.getByText(t('orders.checkout.created.understood')).click();
  await expect(page).toHaveURL(`/order-detail?orderId=${orderId}`);

  // The order is the service's, and the visitor finds it in my orders.
  await page.goto('/my-orders');
  const row = page.getByRole('listitem', { name: orderId });
  await expect(row).toBeVisible();
  await expect(row.getByText(/S19 XP 141T/)).toBeVisible();
  // Priced in CNY without a rate: it waits for the operator's price.
  await expect(row.getByText(t('order.payment.state.awaiting_price')).first()).toBeVisible();
});

test('an unknown product says so and buying it is blocked', async ({ page }) => {
  await chooseLocale(page, 'zh');
  await page.goto('/product/no-such-miner');
  await expect(page.getByText(t('shop.product.notFound'))).toBeVisible();
  await page.getByRole('button', { name: t('shop.product.buy') }).click();
  await expectToast(page, t('shop.product.buyBlocked'));
  await expect(page).toHaveURL('/product/no-such-miner');
});

test('a product that failed to load blocks buying until a retry loads it', async ({ page }) => {
  await chooseLocale(page, 'zh');
  await page.route('**/api/products/1', (route) => route.abort());
  await page.goto('/product/1');
  await expect(page.getByText(t('shop.product.error'))).toBeVisible();
  await page.getByRole('button', { name: t('shop.product.buy') }).click();
  await expectToast(page, t('shop.product.buyBlocked'));

  await page.unroute('**/api/products/1');
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: /S19 XP 141T/ })).toBeVisible();
  await expect(await dailyRow(page)).toHaveText([usd(8.8), usd(4.73), usd(4.07)]);
});
