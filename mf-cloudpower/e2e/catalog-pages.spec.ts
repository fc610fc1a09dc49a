import { expect, test } from '@playwright/test';
import { plain, site, chooseLocale } from './support/cloudpower-site';

const { t, cny, num, usd } = site('ru');

test.beforeEach(async ({ page }) => {
  await chooseLocale(page, 'ru');
});

test('GPU cloud: the plans with hourly, monthly and member prices lead to checkout', async ({
  page,
}) => {
  await page.goto('/cloud-pricing');
  await expect(
    page.getByRole('heading', { level: 2, name: t('cloudpower.gpu.hero.title') }),
  ).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(5);
  const rtx4090 = cards.filter({ hasText: 'RTX 4090' });
  const price = async (testId: string) => plain(await rtx4090.getByTestId(testId).textContent());
  expect(await price('gpu-hourly')).toBe(plain(t('cloudpower.gpu.perHour', { price: cny(2.24) })));
  expect(await price('gpu-monthly')).toBe(
    plain(t('cloudpower.gpu.perMonth', { price: cny(1250) })),
  );
  expect(await price('gpu-member')).toBe(
    plain(
      `${t('cloudpower.gpu.perHour', { price: cny(1.97) })} · ${t('cloudpower.gpu.perMonth', { price: cny(1100) })}`,
    ),
  );
  await expect(rtx4090.getByText(t('cloudpower.gpu.cores', { cores: 12 }))).toBeVisible();
  // T4 is rented by the month only.
  await expect(cards.filter({ hasText: 'Tesla T4' }).getByTestId('gpu-hourly')).toHaveText(
    t('cloudpower.gpu.monthlyOnly'),
  );

  // Buy now: the checkout for this plan, starting on the monthly plan.
  await rtx4090.getByRole('button', { name: t('cloudpower.gpu.buy') }).click();
  await expect(page).toHaveURL(/\/mining-power-purchase\?productInfo=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('productInfo')!)).toEqual({
    kind: 'rental',
    productId: 'gpu-4090',
    plan: 'monthly',
  });
  await expect(page.getByRole('heading', { level: 2, name: /RTX 4090/ })).toBeVisible();
  await expect(page.getByRole('option', { name: t('orders.rental.plan.monthly') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('hosting: three sites with their prices, and every contact button goes to the hosting contact form', async ({
  page,
}) => {
  await page.goto('/hosting');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const prices = (await cards.getByTestId('hosting-price').allTextContents()).map(plain);
  expect(prices).toEqual(
    ['5,8', '6,5', '6,9'].map((cents) => plain(t('cloudpower.hosting.pricePerKwh', { cents }))),
  );
  const minimums = (await cards.getByTestId('hosting-min-units').allTextContents()).map(plain);
  expect(minimums).toEqual(
    [10, 50, 50].map((units) => plain(t('cloudpower.hosting.minUnits', { units }))),
  );
  for (const id of ['features', 'rental', 'service', 'why']) {
    await expect(
      page.getByRole('heading', { level: 2, name: t(`cloudpower.hosting.${id}.title`) }),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: t('cloudpower.hosting.contactUs') }).click();
  await expect(page).toHaveURL('/contact?topic=hosting');
});

test('draws and auctions show their items as ended or sold, in UTC+8', async ({ page }) => {
  await page.goto('/draw');
  // The spec's examples: 30,000 units at 15 USD per T (ended); 2,000 units at 3,750 USD (sold).
  const ended = page.getByRole('article').filter({ hasText: /хешрейта/ });
  expect(plain(await ended.getByTestId('event-units').textContent())).toBe(plain(num(30000)));
  expect(plain(await ended.getByTestId('event-price').textContent())).toBe(
    plain(t('cloudpower.event.perT', { price: usd(15) })),
  );
  await expect(ended.getByText(t('cloudpower.event.state.ended')).first()).toBeVisible();
  await expect(ended.getByText('(UTC+8)').first()).toBeVisible();
  const sold = page.getByRole('article').filter({ hasText: 'S21' });
  expect(plain(await sold.getByTestId('event-units').textContent())).toBe(plain(num(2000)));
  expect(plain(await sold.getByTestId('event-price').textContent())).toBe(
    plain(t('cloudpower.event.perUnit', { price: usd(3750) })),
  );
  await expect(
    sold.getByRole('button', { name: t('cloudpower.event.closed.sold') }),
  ).toBeDisabled();
  // The next draw can be joined: it leads to the contact form.
  const next = page.getByRole('article').filter({ hasText: 'T21' });
  await next.getByRole('button', { name: t('cloudpower.event.join.draw') }).click();
  await expect(page).toHaveURL('/contact?topic=draw');

  await page.goto('/ai-power-auction');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(
    page.getByRole('button', { name: t('cloudpower.event.closed.ended') }),
  ).toBeDisabled();
});

test('a failed catalog read shows an error with a retry that recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/products?category=ai-power*', (route) =>
    fail ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.fallback(),
  );
  await page.goto('/ai-power-buy');
  await expect(page.getByRole('alert')).toContainText(t('cloudpower.state.error'));
  fail = false;
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
});
