import { expect, test } from '@playwright/test';
import { plain, site, chooseLocale } from './support/cloudpower-site';

const { t, usd, cny } = site('es');

// The calculator in Spanish, with a machine and a farm that lose money, and invalid input.
test('a loss-making machine and farm, and invalid input, in Spanish', async ({ page }) => {
  await chooseLocale(page, 'es');
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('projection-chart')) chartRequests.push(request.url());
  });
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { level: 1, name: t('route.calculator') })).toBeVisible();

  // 100 TH/s drawing 3500 W at 0.20 USD/kWh: 6.24 USD of bitcoin against 16.80 of electricity.
  const mining = page.getByRole('region', { name: t('cloudpower.calc.mining.title') });
  await mining.getByLabel(t('cloudpower.calc.mining.hashrate')).fill('100');
  await mining.getByLabel(t('cloudpower.calc.mining.power')).fill('3500');
  await mining.getByLabel(t('cloudpower.calc.mining.powerCost')).fill('0.2');
  await mining.getByLabel(t('cloudpower.calc.mining.poolFee')).fill('0');
  expect(plain(await mining.getByTestId('profit-day').textContent())).toBe(plain(usd(-10.56)));
  expect(plain(await mining.getByTestId('profit-hour').textContent())).toBe(plain(usd(-0.44)));
  await expect(mining.getByTestId('profit-day')).toHaveClass(/cp-loss/);

  // It never pays for its electricity: from the first month of the 36.
  const [before, after] = t('cloudpower.calc.projection.stops', { month: 1, date: '§' }).split('§');
  const stop = mining.getByTestId('stop-month');
  await expect(stop).toContainText(before!);
  await expect(stop).toContainText(after!);
  // The chart, drawn by a library fetched for this page only, once it scrolls into view.
  expect(chartRequests).toEqual([]);
  await mining.getByTestId('stop-month').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(
    mining.getByRole('img', { name: t('cloudpower.calc.projection.chart') }),
  ).toBeVisible();
  await expect(mining.locator('.uplot canvas').first()).toBeVisible();
  await mining.getByText(t('cloudpower.calc.projection.table')).click();
  await expect(mining.locator('table.cp-table').getByRole('row')).toHaveCount(37);

  // Invalid input: a message on the field, the results held back, never NaN or Infinity.
  const hashrate = mining.getByLabel(t('cloudpower.calc.mining.hashrate'));
  for (const [text, error] of [
    ['abc', 'cloudpower.field.notNumber'],
    ['-5', 'cloudpower.field.negative'],
    ['', 'cloudpower.field.required'],
    ['0', 'cloudpower.field.notPositive'],
  ] as const) {
    await hashrate.fill(text);
    await expect(mining.getByText(t(error))).toBeVisible();
    await expect(mining.getByText(t('cloudpower.calc.fixFields'))).toBeVisible();
    await expect(page.getByText(/NaN|Infinity/)).toHaveCount(0);
  }
  await hashrate.fill('100');
  await expect(mining.getByText(t('cloudpower.calc.fixFields'))).toBeHidden();

  // A farm whose electricity at 1 CNY/kWh eats more than it earns: −20 CNY a day, never paid back.
  const farm = page.getByRole('region', { name: t('cloudpower.calc.cost.title') });
  await farm.getByLabel(t('cloudpower.calc.cost.electricityPrice')).fill('1');
  expect(plain(await farm.getByTestId('cost-daily-net').textContent())).toBe(plain(cny(-20)));
  expect(plain(await farm.getByTestId('cost-monthly-net').textContent())).toBe(plain(cny(-600)));
  await expect(farm.getByTestId('cost-payback')).toHaveText(t('cloudpower.calc.never'));

  // The daily value per T follows the BTC price: 0.00000052 × 1,000,000 = 0.52 CNY.
  await farm.getByLabel(t('cloudpower.calc.cost.btcPrice')).fill('1000000');
  await expect(farm.getByLabel(t('cloudpower.calc.cost.valuePerT'))).toHaveValue('0.52');
  await farm.getByLabel(t('cloudpower.calc.cost.minerCount')).fill('diez');
  await expect(farm.getByText(t('cloudpower.field.notNumber'))).toBeVisible();
  await expect(page.getByText(/NaN|Infinity/)).toHaveCount(0);
});
