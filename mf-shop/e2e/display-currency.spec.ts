import { expect, test } from '@playwright/test';
import type { MarketReply } from '@minesite/shared/contract';
import { API_URL, chooseLocale, messages, minerCard } from './support/shop-site';

const t = messages('en');

/**
 * The market's display rates as this journey answers them: the test site's rate provider has
 * no CNY rate (its CNY orders await the operator's price in other journeys running alongside),
 * so the rates are set here and the rest of the market's reply is the service's own.
 */
const RATES = { usdPerBtc: 100_000, cnyPerUsd: 7.2, eurPerUsd: 0.9, at: '2026-11-28T08:05:00Z' };

const rateTime = t.intl.formatDate(RATES.at, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const converted = (amount: string) =>
  t.intl.formatMessage(
    { id: 'price.display.converted' },
    { amount, time: rateTime, hint: (chunks) => chunks.join('') },
  );
const usd = (value: number) => t.intl.formatNumber(value, { style: 'currency', currency: 'USD' });
const cny = (value: number) =>
  t.intl.formatNumber(value, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });

test('a miner priced in CNY is shown in USD, with the rate’s time, once USD is chosen in settings', async ({
  context,
  page,
}) => {
  await chooseLocale(page, 'en');
  await context.route(`${API_URL}/api/market`, async (route) => {
    const reply = (await (await route.fetch()).json()) as MarketReply;
    await route.fulfill({ json: { ...reply, rates: RATES } });
  });

  // The shop in one tab, in the machine's own currency.
  await page.goto('/shop');
  const price = minerCard(page, 'S19 XP 141T').locator('.shop-price');
  await expect(price).toHaveText(cny(16_800));

  // USD chosen in settings in another tab: the shop's tab follows without a reload.
  const settings = await context.newPage();
  await settings.goto('/settings');
  await settings.getByRole('radio', { name: 'USD' }).check();
  const shown = price.getByTestId('display-price');
  await expect(shown).toContainText(converted(usd(2333.33)));
  await expect(shown).toHaveAttribute('title', t('price.display.note', { own: cny(16_800) }));

  // The product page too.
  await minerCard(page, 'S19 XP 141T').getByRole('link').click();
  await expect(page).toHaveURL('/product/1');
  await expect(page.getByTestId('display-price').first()).toContainText(converted(usd(2333.33)));

  // CNY chosen again: the machine's own price, nothing converted.
  await settings.getByRole('radio', { name: 'CNY' }).check();
  await expect(page.getByTestId('display-price')).toHaveCount(0);
  await expect(page.getByText(cny(16_800)).first()).toBeVisible();
});
