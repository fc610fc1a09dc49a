import { expect, test, type Page } from '@playwright/test';
import { expectToast, messages, chooseLocale } from './support/orders-site';

// Rented servers in Spanish: their own checkout (plan, length, region, contact), with no mining
// pool and no electricity deduction.
const t = messages('es');
const money = (value: number, currency: string) =>
  t.intl.formatNumber(value, { style: 'currency', currency, minimumFractionDigits: 2 });
const btc = (value: number) =>
  t('orders.common.btcAmount', {
    amount: t.intl.formatNumber(value, { maximumFractionDigits: 8 }),
  });

test.beforeEach(async ({ page }) => {
  await chooseLocale(page, 'es');
});

async function expectNoMiningFields(page: Page) {
  await expect(page.getByText(t('orders.checkout.pool.label'))).toHaveCount(0);
  await expect(page.getByText(t('orders.checkout.paymentMethod.label'))).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'AntPool' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: t('orders.paymentMethod.fufu') })).toHaveCount(0);
}

test('rent a GPU server by the hour in a region, and the order is created', async ({ page }) => {
  await page.goto('/cloud-pricing');
  const card = page.getByRole('article').filter({ hasText: 'RTX 4090' });
  await card.getByRole('button', { name: t('cloudpower.gpu.buy') }).click();

  await expect(page).toHaveURL(/\/mining-power-purchase\?productInfo=/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Servidor en la nube RTX 4090' }),
  ).toBeVisible();
  await expectNoMiningFields(page);

  // The card hands over the monthly plan: one month, 1,250 CNY; CNY has no rate on the test
  // site, so the operator will set the amount in BTC.
  const monthly = page.getByRole('option', { name: t('orders.rental.plan.monthly') });
  await expect(monthly).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('quote-total')).toHaveText(money(1250, 'CNY'));
  await expect(page.getByTestId('quote-awaiting-price')).toHaveText(
    t('orders.quote.awaitingPrice'),
  );

  // By the hour: 5 hours × 2.24 CNY, re-quoted.
  await page.getByRole('option', { name: t('orders.rental.plan.hourly') }).click();
  const hours = page.getByRole('group', { name: t('orders.rental.hours') });
  await hours.locator('input').fill('5');
  await expect(page.getByTestId('quote-line-rentalHours')).toHaveText(
    t('orders.quote.formula', {
      quantity: t('orders.unit.hours', { value: 5 }),
      unitPrice: money(2.24, 'CNY'),
      amount: money(11.2, 'CNY'),
    }),
  );
  await expect(page.getByTestId('quote-total')).toHaveText(money(11.2, 'CNY'));
  const canada = t('orders.rental.region.canada');
  await page.getByRole('option', { name: canada }).click();

  const generate = page.getByRole('button', { name: t('orders.checkout.generate') });
  await generate.click();
  await expectToast(page, t('orders.checkout.rental.missing.contact'));
  await page.getByLabel(t('orders.checkout.rental.contact.label')).fill('ops@example.es');
  await generate.click();

  const created = page.getByRole('dialog');
  await expect(created.getByText(t('orders.checkout.created.title'))).toBeVisible();
  const orderId = (await created.getByTestId('created-order-id').textContent()) ?? '';
  expect(orderId).toMatch(/^ORD\d{13}[0-9a-z]{20}$/);
  await expect(created.getByText(t('orders.rental.plan.hourly'))).toBeVisible();
  await expect(created.getByText(t('orders.unit.hours', { value: 5 }))).toBeVisible();
  await expect(created.getByText(canada)).toBeVisible();
  await expect(created.getByTestId('quote-total')).toHaveText(money(11.2, 'CNY'));
  await expect(created.getByText('AntPool')).toHaveCount(0);
  await created.getByText(t('orders.checkout.created.understood')).click();

  await expect(page).toHaveURL(`/order-detail?orderId=${orderId}`);
  await expect(page.getByTestId('order-id')).toHaveText(orderId);
  await expect(page.getByTestId('quote-total')).toHaveText(money(11.2, 'CNY'));
});

test('rent AI compute by the month: quoted in BTC before the order', async ({ page }) => {
  await page.goto('/ai-power-buy');
  const name = 'Servidor de entrenamiento H100 de 8 GPU';
  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: t('cloudpower.ai.buy') }).click();

  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectNoMiningFields(page);
  // By the month only: no plan to choose.
  await expect(page.getByRole('option', { name: t('orders.rental.plan.hourly') })).toHaveCount(0);
  await expect(page.getByText(t('orders.rental.plan.monthly'), { exact: true })).toBeVisible();

  // Two months of 14,900 USD at the test site's 100,000 USD a bitcoin.
  await page
    .getByRole('group', { name: t('orders.rental.months') })
    .locator('.adm-stepper-plus')
    .click();
  await expect(page.getByTestId('quote-total')).toHaveText(money(29_800, 'USD'));
  await expect(page.getByTestId('quote-btc')).toHaveText(btc(0.298));

  await page.getByLabel(t('orders.checkout.rental.contact.label')).fill('telegram: @ml_team');
  await page.getByRole('button', { name: t('orders.checkout.generate') }).click();
  const created = page.getByRole('dialog');
  await expect(created.getByTestId('quote-btc')).toHaveText(btc(0.298));
  await expect(created.getByText(t('orders.unit.months', { value: 2 }))).toBeVisible();
  await created.getByText(t('orders.checkout.created.understood')).click();
  await expect(page).toHaveURL(/\/order-detail\?orderId=ORD/);
});
