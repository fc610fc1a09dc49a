import { expect, test, type Page } from '@playwright/test';
import { panelEntries, navEntries } from '../src/features/bottom-nav/nav-tabs';
import { SITE_TABS, tabLabel } from '../test/site-tabs';
import { logIn, messages, siteText, zh } from './support/shell-page';
import { builtRouteTable } from './support/site-routes';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

/** Every address the bar lists: the entries the built remotes' pages declare. */
const ENTRIES = navEntries(SITE_TABS, builtRouteTable().navEntries);

const nav = (page: Page) => page.getByRole('navigation', { name: zh['shell.nav.label'] });
const tab = (page: Page, key: string) =>
  nav(page).getByRole('button', { name: tabLabel(key, 'zh'), exact: true });
const panel = (page: Page) => page.getByRole('dialog');

test('the bar has the five tabs of the spec, Mining AI in the centre', async ({ page }) => {
  await page.goto('/');
  await expect(nav(page).getByRole('button')).toHaveText(
    ['home', 'training', 'miningAi', 'product', 'service'].map((key) => tabLabel(key, 'zh')),
  );
  await expect(nav(page).getByRole('button').nth(2)).toHaveClass(/bottom-nav-tab-centre/);
});

test('a tab is configuration: a deployment’s site config adds one, the same shell draws it', async ({
  page,
}) => {
  const members = { zh: '会员', en: 'Members', es: 'Socios', ru: 'Клуб' };
  await page.route('**/site-config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.navTabs.push({ key: 'members', labels: members, icon: 'M4 4h16v16H4z', to: '/team' });
    await route.fulfill({ json: config });
  });
  await chooseLocale(page, 'es');
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: messages.es['shell.nav.label'] });
  await expect(bar.getByRole('button')).toHaveText([
    ...SITE_TABS.map((t) => t.labels.es),
    members.es,
  ]);
  await bar.getByRole('button', { name: members.es }).click();
  await expect(page).toHaveURL('/team');
  await expect(bar.locator('[aria-current="page"]')).toHaveText(members.es);
});

for (const navTab of SITE_TABS.filter((t) => panelEntries(t, ENTRIES).length > 1)) {
  const entries = panelEntries(navTab, ENTRIES);
  test(`${navTab.key}: its panel lists exactly the entries its pages declare, opens and closes`, async ({
    page,
  }) => {
    await page.goto('/team');
    const button = tab(page, navTab.key);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = panel(page);
    await expect(list).toHaveAccessibleName(navTab.labels.zh);
    await expect(list.getByRole('link')).toHaveText(entries.map((entry) => entry.labels!.zh));
    for (const [index, entry] of entries.entries()) {
      await expect(list.getByRole('link').nth(index)).toHaveAttribute('href', entry.to);
    }

    await button.click();
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
}

test('choosing an entry navigates and closes the panel', async ({ page }) => {
  await page.goto('/');
  await tab(page, 'miningAi').click();
  await panel(page)
    .getByRole('link', { name: siteText.zh('nav.entry.cloudHashPower') })
    .click();

  await expect(page).toHaveURL('/mining-power');
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.miningPower') }),
  ).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(tab(page, 'miningAi')).toHaveAttribute('aria-current', 'page');
});

test('the panel closes on the mask, on Escape, and switches with another tab', async ({ page }) => {
  await page.goto('/');
  await tab(page, 'product').click();
  await expect(panel(page)).toHaveAccessibleName(tabLabel('product', 'zh'));

  await tab(page, 'service').click();
  await expect(panel(page)).toHaveAccessibleName(tabLabel('service', 'zh'));
  await expect(tab(page, 'product')).toHaveAttribute('aria-expanded', 'false');

  // A visitor taps the page once it is dimmed (the mask's code comes with the first panel).
  await expect(page.locator('.adm-mask')).toBeVisible();
  await page.mouse.click(195, 150); // the dimmed page above the panel
  await expect(panel(page)).toBeHidden();

  await tab(page, 'training').click();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL('/');
});

test('Home goes to / from anywhere', async ({ page }) => {
  await page.goto('/warehouse');
  await tab(page, 'home').click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.home') }),
  ).toBeVisible();
});

test.describe('the active tab', () => {
  const cases = [
    { path: '/', tab: 'home', why: 'exact match' },
    { path: '/software', tab: 'training', why: 'exact match' },
    { path: '/product/1', tab: 'miningAi', why: 'exact match of a nested path' },
    { path: '/currency', tab: 'service', why: 'exact match' },
    {
      path: '/my-orders?orderId=ORD1',
      tab: 'miningAi',
      why: 'the query is not the path',
    },
    {
      path: '/product/2',
      tab: 'product',
      why: 'the page property of product detail',
    },
    {
      path: '/mining-power-detail',
      tab: 'miningAi',
      why: 'the page property, not /mining-power',
    },
    { path: '/mining', tab: 'home', why: 'the page property of /mining' },
  ] as const;

  for (const { path, tab: key, why } of cases) {
    test(`${path} → ${tabLabel(key, 'zh')} (${why})`, async ({ page }) => {
      await page.goto(path);
      await expect(nav(page).locator('[aria-current="page"]')).toHaveText(tabLabel(key, 'zh'));
    });
  }

  test('an admin page belongs to no tab', async ({ page }) => {
    await logIn(page);
    await page.goto('/admin/power-contacts');
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.zh('route.adminPowerContacts') }),
    ).toBeVisible();
    await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('follows navigation inside the site, in another language too', async ({ page }) => {
    await chooseLocale(page, 'ru');
    await page.goto('/');
    const ru = messages.ru;
    const bar = page.getByRole('navigation', { name: ru['shell.nav.label'] });
    await bar.getByRole('button', { name: tabLabel('product', 'ru') }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: siteText.ru('nav.entry.container') })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.ru('route.container') }),
    ).toBeVisible();
    await expect(bar.locator('[aria-current="page"]')).toHaveText(tabLabel('product', 'ru'));
  });
});
