import { expect, test, type Page } from '@playwright/test';
import { plain, site, chooseLocale } from './support/cloudpower-site';

const { t, usd, usd0 } = site('zh');

/** The amount a detail row shows, spaces made plain. */
const amount = async (page: Page, testId: string) =>
  plain(await page.getByTestId(testId).textContent());

// The money path of this remote: list → filters → detail → options → settings → buy.
test('filter the packages, price one on its detail page and buy it', async ({ page }) => {
  await chooseLocale(page, 'zh');
  await page.goto('/mining-power');
  await expect(page.getByRole('heading', { level: 1, name: t('route.miningPower') })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(page.getByText(t('cloudpower.list.count', { count: 12 }))).toBeVisible();
  await expect(cards).toHaveCount(12);

  // A sold-out package has a sold-out button instead of buy.
  const soldOut = cards.filter({ hasText: '永久' }).filter({ hasText: 'Antminer S21 XP' });
  await expect(soldOut.getByRole('button', { name: t('cloudpower.list.soldOut') })).toBeDisabled();
  await expect(soldOut.getByRole('button', { name: t('cloudpower.list.buy') })).toHaveCount(0);

  // Filters: accelerated mode, then a miner model, then show discounted only.
  const filters = page.getByRole('region', { name: t('cloudpower.list.filters') });
  const group = (name: string) => filters.getByRole('group', { name });
  await group(t('cloudpower.list.filter.mode'))
    .getByRole('option', { name: t('cloudpower.mode.accelerated') })
    .click();
  await expect(cards).toHaveCount(5);
  await group(t('cloudpower.list.filter.minerModel'))
    .getByRole('option', { name: 'Antminer T21' })
    .click();
  await expect(cards).toHaveCount(2);
  const discounted = filters.getByLabel(t('cloudpower.list.filter.discounted'));
  await discounted.click();
  await expect(discounted).toBeChecked();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(t('cloudpower.list.discounted'));
  await expect(page).toHaveURL(/mode=accelerated.*minerModel=Antminer\+T21.*discounted=true/);

  // Back to classic, 180 days: the card shows its terms and percentage sold.
  await discounted.click();
  await expect(discounted).not.toBeChecked();
  await group(t('cloudpower.list.filter.mode'))
    .getByRole('option', { name: t('cloudpower.mode.classic') })
    .click();
  await group(t('cloudpower.list.filter.minerModel'))
    .getByRole('option', { name: t('cloudpower.list.filter.all') })
    .click();
  await group(t('cloudpower.list.filter.period'))
    .getByRole('option', { name: t('cloudpower.unit.days', { days: 180 }), exact: true })
    .click();
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  const title = plain(await card.getByRole('heading', { level: 2 }).textContent());
  expect(title).toContain('Antminer S21');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
  await expect(card.getByText(t('cloudpower.list.startWithin', { hours: 24 }))).toBeVisible();
  await expect(card.getByText('AntPool')).toBeVisible();
  await card.getByRole('button', { name: t('cloudpower.list.buy') }).click();

  // The detail page prices the package locally with the spec's defaults.
  await expect(page).toHaveURL(/\/mining-power-detail\?productInfo=/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(await amount(page, 'hashrate-fee')).toBe(plain(usd(602.5)));
  expect(await amount(page, 'electricity-fee')).toBe(plain(usd(4.33)));
  expect(await amount(page, 'expected-profit')).toBe(plain(usd(-300.42)));
  expect(await amount(page, 'breakeven')).toBe(t('cloudpower.unit.days', { days: 360 }));

  // 100 TH/s for 1825 days at 200,000 USD: 10.40 revenue and 2.88 electricity a day.
  const region = (id: string) => page.getByRole('region', { name: t(id) });
  await region('cloudpower.detail.hashrate').getByRole('option', { name: '100 TH/s' }).click();
  await region('cloudpower.detail.duration')
    .getByRole('option', { name: t('cloudpower.unit.days', { days: 1825 }), exact: true })
    .click();
  await region('cloudpower.detail.btcPrice')
    .getByRole('option', { name: usd0(200_000) })
    .click();
  expect(await amount(page, 'hashrate-fee')).toBe(plain(usd(1205)));
  expect(await amount(page, 'daily-revenue')).toBe(plain(usd(10.4)));
  // (10.40 − 2.883562) × 1825 − 1205 = 12,512.50; 1205 / 7.516438 = 160.3 → 161 days
  expect(await amount(page, 'expected-profit')).toBe(plain(usd(12512.5)));
  expect(await amount(page, 'breakeven')).toBe(t('cloudpower.unit.days', { days: 161 }));

  // First payment: below 3 days is refused; 30 days is 100 × 30 × 0.2105 / 7.3 = 86.51.
  const days = page.getByLabel(t('cloudpower.detail.powerDays.custom', { min: 3 }));
  await days.fill('2');
  await expect(page.getByText(t('cloudpower.detail.powerDays.minimum', { min: 3 }))).toBeVisible();
  await expect(page.getByRole('button', { name: t('cloudpower.detail.buy') })).toBeDisabled();
  await region('cloudpower.detail.powerDays')
    .getByRole('option', { name: t('cloudpower.unit.days', { days: 30 }), exact: true })
    .click();
  await expect(days).toHaveValue('30');
  expect(await amount(page, 'electricity-fee')).toBe(plain(usd(86.51)));
  expect(await amount(page, 'total-fee')).toBe(plain(usd(1291.51)));

  // Settings: the spec's defaults and steps; 7.3 → 7.4 makes a T 11.89 USD.
  await page.getByRole('button', { name: t('cloudpower.settings.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('cloudpower.settings.title') });
  await expect(dialog.getByRole('spinbutton')).toHaveCount(4);
  const inputs = dialog.getByRole('spinbutton');
  await expect(inputs.nth(0)).toHaveValue('0.2105');
  await expect(inputs.nth(1)).toHaveValue('0.00000052');
  await expect(inputs.nth(2)).toHaveValue('7.3');
  await expect(inputs.nth(3)).toHaveValue('88');
  await dialog
    .getByRole('group', {
      name: new RegExp(t('cloudpower.settings.exchangeRate').replace(/[()]/g, '.')),
    })
    .locator('.adm-stepper-plus')
    .click();
  await expect(inputs.nth(2)).toHaveValue('7.4');
  await dialog.getByRole('button', { name: t('cloudpower.settings.save') }).click();
  await expect(dialog).toBeHidden();
  expect(await amount(page, 'hashrate-fee')).toBe(plain(usd(1189)));
  expect(await amount(page, 'electricity-fee')).toBe(plain(usd(85.34)));

  // Buy: the checkout is handed the package and the choice, never a price; the service prices
  // it with the site's pricing settings (7.3, not the 7.4 tried here): 100 × 88 / 7.3 = 1205
  // and 100 × 30 × 0.2105 / 7.3 = 86.51.
  await page.getByRole('button', { name: t('cloudpower.detail.buy') }).click();
  await expect(page).toHaveURL(/\/mining-power-purchase\?productInfo=/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('route.miningPowerPurchase') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(t('orders.unit.terahash', { value: 100 })).first()).toBeVisible();
  await expect(page.getByText(t('orders.unit.days', { value: 1825 }))).toBeVisible();
  await expect(page.getByText(t('orders.unit.days', { value: 30 })).first()).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText(usd(1291.51));
  const link = JSON.parse(new URL(page.url()).searchParams.get('productInfo')!);
  expect(link).toEqual({
    kind: 'hashpower',
    productId: 'cloud-classic-180',
    hashrateTh: 100,
    durationDays: 1825,
    powerDays: 30,
  });
});
