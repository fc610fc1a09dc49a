import { expect, test, type Page } from '@playwright/test';
import type { MarketReply, MarketRow } from '@minesite/shared/contract';
import { API_URL, messages, pageHeading, siteIntl, chooseLocale } from './support/content-site';

const t = messages('zh');
const intl = siteIntl('zh');
const marketTable = (page: Page) =>
  page.getByRole('table', { name: t('content.market.tableLabel') });
const coinNames = (page: Page) => marketTable(page).locator('tbody th').allTextContents();
const label = (row: MarketRow) => `${row.name} ${row.symbol}`;
/** A short dollar amount as the browser formats it for the page ($3.45T, US$3.45万亿 …). */
const compactUsd = (page: Page, value: number) =>
  page.evaluate(
    (amount) =>
      new Intl.NumberFormat('zh-CN', {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumFractionDigits: 2,
      }).format(amount),
    value,
  );

// These machines have no internet: the service cannot reach the market provider and answers
// the snapshot shipped with it, marked with its time. That is the path tested here.
test('the market shows the stored snapshot with its time; search and sort the coins', async ({
  page,
  request,
}) => {
  const market = (await (await request.get(`${API_URL}/api/market`)).json()) as MarketReply;
  expect(market.stale).toBe(true);
  expect(market.rows.length).toBeGreaterThanOrEqual(20);

  await page.goto('/currency');
  await expect(pageHeading(page, t('route.currency'))).toBeVisible();
  const time = intl.formatDate(market.fetchedAt, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  await expect(page.getByText(t('content.market.stale', { time }))).toBeVisible();
  await expect(page.getByText(t('content.market.totalMarketCap'), { exact: true })).toBeVisible();
  await expect(page.getByText(await compactUsd(page, market.totalMarketCapUsd))).toBeVisible();
  await expect(page.getByText(await compactUsd(page, market.totalVolume24hUsd))).toBeVisible();

  // Every column the spec names, largest market cap first.
  const headers = marketTable(page).getByRole('columnheader');
  await expect(headers).toHaveText([
    t('content.market.column.name'),
    t('content.market.column.price'),
    t('content.market.column.marketCap'),
    t('content.market.column.volume'),
    t('content.market.column.change'),
  ]);
  const byCap = [...market.rows].sort((a, b) => b.marketCapUsd - a.marketCapUsd);
  expect(await coinNames(page)).toEqual(byCap.map(label));
  const btc = market.rows.find((row) => row.symbol === 'BTC')!;
  const btcRow = marketTable(page).getByRole('row', { name: new RegExp(`^${label(btc)}`) });
  await expect(btcRow).toContainText(
    intl.formatNumber(btc.priceUsd, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 2,
    }),
  );

  // Search by name or symbol, in any case.
  const search = page.getByRole('search', { name: t('content.market.searchLabel') });
  await search.getByRole('searchbox').fill('bit');
  const bits = byCap.filter((row) => /bit/i.test(row.name) || /bit/i.test(row.symbol));
  expect(bits.length).toBeGreaterThan(1);
  await expect(marketTable(page).locator('tbody th')).toHaveText(bits.map(label));
  await search.getByRole('searchbox').fill('zzzz');
  await expect(page.getByText(t('content.market.noMatch', { search: 'zzzz' }))).toBeVisible();
  await search.getByRole('searchbox').fill('');

  // Sort by 24h change: highest first, then the same header again flips it.
  const change = marketTable(page).getByRole('columnheader', {
    name: t('content.market.column.change'),
  });
  await change.getByRole('button').click();
  await expect(change).toHaveAttribute('aria-sort', 'descending');
  const byChange = [...market.rows].sort((a, b) => b.change24hPct - a.change24hPct);
  await expect(marketTable(page).locator('tbody th').first()).toHaveText(label(byChange[0]!));
  await change.getByRole('button').click();
  await expect(change).toHaveAttribute('aria-sort', 'ascending');
  await expect(marketTable(page).locator('tbody th').first()).toHaveText(label(byChange.at(-1)!));

  // Sort by price: the dearest coin first.
  const price = marketTable(page).getByRole('columnheader', {
    name: t('content.market.column.price'),
  });
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect(change).toHaveAttribute('aria-sort', 'none');
  const byPrice = [...market.rows].sort((a, b) => b.priceUsd - a.priceUsd);
  expect(await coinNames(page)).toEqual(byPrice.map(label));
});

// In Russian: while the service cannot be reached the page says why (the boot script's early
// read failing on the way is asked again at once, so one lost call shows no error); once it is
// back, the retry brings the figures.
test('a failed load says why and the retry brings the figures (ru)', async ({ page }) => {
  const ru = messages('ru');
  await chooseLocale(page, 'ru');
  let reachable = false;
  await page.route('**/api/market', (route) =>
    reachable ? route.fallback() : route.abort('connectionrefused'),
  );

  await page.goto('/currency');
  const error = page.getByRole('alert').filter({
    hasText: ru('content.market.error', { reason: ru('content.market.reason.network') }),
  });
  await expect(error).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  reachable = true;
  await error.getByRole('button', { name: ru('common.retry') }).click();
  await expect(page.getByRole('table', { name: ru('content.market.tableLabel') })).toBeVisible();
  await expect(error).toHaveCount(0);
});
