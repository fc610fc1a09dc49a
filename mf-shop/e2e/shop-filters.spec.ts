import { expect, test, type Page } from '@playwright/test';
import { messages, minerCard, minerCards, chooseLocale } from './support/shop-site';

const t = messages('zh');

async function openFilters(page: Page, count: number) {
  await page.getByRole('button', { name: t('shop.filters.button', { count }) }).click();
  const panel = page.getByRole('dialog', { name: t('shop.filters.title') });
  await expect(panel).toBeVisible();
  return panel;
}

async function choose(
  page: Page,
  panel: ReturnType<Page['getByRole']>,
  group: string,
  value: string,
) {
  await panel
    .getByRole('group', { name: t(`shop.filters.${group}`) })
    .getByRole('option', { name: value, exact: true })
    .click();
}

test('search and filter the shop; the address keeps the filters on reload', async ({ page }) => {
  await chooseLocale(page, 'zh');
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: t('route.shop') })).toBeVisible();
  await expect(page.getByText(t('shop.shop.count', { count: 13 }))).toBeVisible();
  await expect(minerCards(page)).toHaveCount(10);
  await expect(page.getByText(t('shop.pager.position', { page: 1, pageCount: 2 }))).toBeVisible();

  // A card: picture, name, hashrate, power, efficiency, price and buy.
  const wholeMachine = minerCard(page, 'S19 XP 141T');
  await expect(wholeMachine.getByText('141 TH/s')).toBeVisible();
  await expect(wholeMachine.getByText('3,031 W')).toBeVisible();
  await expect(wholeMachine.getByText('21.5 J/TH')).toBeVisible();
  await expect(wholeMachine.getByText('¥16,800')).toBeVisible();
  await expect(wholeMachine.getByRole('button', { name: t('shop.card.buy') })).toBeVisible();
  const picture = wholeMachine.locator('img');
  await expect(picture).toHaveAttribute('width', '640');
  await expect(picture).toHaveAttribute('height', '480');
  // Pictures further down wait until they are scrolled near.
  await expect(minerCards(page).nth(5).locator('img')).toHaveAttribute('loading', 'lazy');

  // The second page, then search by name: the service answers, the address says so.
  await page.getByRole('button', { name: t('shop.pager.next') }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(minerCards(page)).toHaveCount(3);
  const search = page.getByPlaceholder(t('shop.search.placeholder'));
  await search.fill('s21');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=s21(&|$)/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(minerCards(page)).toHaveCount(3);
  for (const name of ['S21 195T', 'S21 Hydro 335T', 'S21+ Hydro 319T']) {
    await expect(minerCard(page, name)).toBeVisible();
  }
  await search.fill('');
  await search.press('Enter');
  await expect(minerCards(page)).toHaveCount(10);

  // Filters combine: SHA-256 and 100-150 TH/s.
  let panel = await openFilters(page, 0);
  await choose(page, panel, 'algorithm', 'SHA-256');
  await choose(page, panel, 'hashrate', '100–150 TH/s');
  await panel.getByRole('button', { name: t('shop.filters.confirm') }).click();
  await expect(page).toHaveURL(/algorithm=SHA-256/);
  await expect(page).toHaveURL(/hashrate=100-150/);
  await expect(minerCards(page)).toHaveCount(2);
  await expect(minerCard(page, 'S19 XP 141T')).toBeVisible();
  await expect(minerCard(page, 'S19k Pro 120T')).toBeVisible();

  // Then 2000-3000 W and 10,000-20,000 CNY as well.
  panel = await openFilters(page, 2);
  await choose(page, panel, 'power', '2,000–3,000 W');
  await choose(page, panel, 'price', '¥10,000–¥20,000');
  await panel.getByRole('button', { name: t('shop.filters.confirm') }).click();
  await expect(minerCards(page)).toHaveCount(1);
  await expect(minerCard(page, 'S19k Pro 120T')).toBeVisible();
  const address = page.url();
  expect(address).toMatch(/power=2000-3000/);
  expect(address).toMatch(/price=10000-20000/);

  // Reload: the same list, the same filters.
  await page.reload();
  await expect(minerCards(page)).toHaveCount(1);
  await expect(minerCard(page, 'S19k Pro 120T')).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('shop.filters.button', { count: 4 }) }),
  ).toBeVisible();
  const powerChip = page.getByRole('button', {
    name: t('shop.filters.remove', { filter: `${t('shop.filters.power')}: 2,000–3,000 W` }),
  });
  await expect(powerChip).toBeVisible();

  // Removing one filter widens the list again.
  await powerChip.click();
  await expect(minerCards(page)).toHaveCount(2);
  await expect(page).not.toHaveURL(/power=/);

  // Liquid cooling at 100-150 TH/s: nothing.
  panel = await openFilters(page, 3);
  await choose(page, panel, 'cooling', t('shop.cooling.liquid'));
  await panel.getByRole('button', { name: t('shop.filters.confirm') }).click();
  await expect(page.getByText(t('shop.shop.empty'))).toBeVisible();
  await expect(minerCards(page)).toHaveCount(0);

  // Reset clears them all.
  panel = await openFilters(page, 4);
  await panel.getByRole('button', { name: t('shop.filters.reset') }).click();
  await panel.getByRole('button', { name: t('shop.filters.confirm') }).click();
  await expect(minerCards(page)).toHaveCount(10);
  await expect(page).toHaveURL(/\/shop$/);
});

test('a shared link opens the filtered list; a bad value in it is ignored', async ({ page }) => {
  await chooseLocale(page, 'zh');
  await page.goto('/shop?coin=LTC&power=3000-4000&cooling=oil');
  await expect(minerCards(page)).toHaveCount(2);
  await expect(minerCard(page, 'L7 9.5G')).toBeVisible();
  await expect(minerCard(page, 'L9 16G')).toBeVisible();
  // Scrypt miners are quoted in GH/s.
  await expect(minerCard(page, 'L9 16G').getByText('16 GH/s')).toBeVisible();
});

test('a failed list says so and retries; the admin sees product management', async ({ page }) => {
  await chooseLocale(page, 'zh');
  await page.addInitScript(() => localStorage.setItem('adminLoggedIn', 'true'));
  await page.route('**/api/products?*', (route) => route.abort());
  await page.goto('/shop');
  await expect(page.getByText(t('shop.shop.error'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('shop.admin.manageProducts') })).toHaveAttribute(
    'href',
    '/product-management',
  );

  await page.unroute('**/api/products?*');
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(minerCards(page)).toHaveCount(10);
});

test('a visitor sees no product management link, and back leaves the shop', async ({ page }) => {
  await chooseLocale(page, 'zh');
  await page.goto('/');
  await page.goto('/shop');
  await expect(minerCards(page)).toHaveCount(10);
  await expect(page.getByRole('link', { name: t('shop.admin.manageProducts') })).toHaveCount(0);
  await page.getByRole('button', { name: t('common.back') }).click();
  await expect(page).toHaveURL(/\/$/);
});
