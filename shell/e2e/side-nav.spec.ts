import { expect, test, type Page } from '@playwright/test';
import { chooseLocale } from '@minesite/shared/testing/site-locale';
import { messages, siteText } from './support/shell-page';

/**
 * The buyer's side nav on a phone: the header's menu button opens a drawer of the pages the
 * remotes publish in it, in their order; Escape, a tap outside and choosing an entry close it,
 * and the keyboard's focus comes back to the button.
 */
const drawerOf = (page: Page, locale: 'zh' | 'ru') =>
  page.getByRole('dialog', { name: messages[locale]['shell.sideNav.title'] });

test('opens from the header and closes by Escape, a tap outside or choosing a page', async ({
  page,
}) => {
  const t = siteText.zh;
  await page.goto('/shop');
  const button = page.getByRole('button', { name: messages.zh['shell.header.menu'] });
  await button.click();
  const drawer = drawerOf(page, 'zh');
  const labels = [
    'nav.entry.calculator',
    'nav.side.notes',
    'nav.side.tasks',
    'nav.side.calendar',
    'nav.side.settings',
  ].map((id) => t(id));
  const entries = drawer.getByRole('link');
  await expect(entries.first()).toBeFocused();
  const shown = await entries.allInnerTexts();
  expect(shown.filter((text) => labels.includes(text))).toEqual(labels);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A tap on the page beside the drawer.
  await button.click();
  await expect(drawer).toBeVisible();
  const { width } = page.viewportSize()!;
  await page.mouse.click(width - 10, 400);
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/shop');

  await button.click();
  await drawer.getByRole('link', { name: t('nav.side.calendar') }).click();
  await expect(page).toHaveURL('/calendar');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: t('route.calendar') })).toBeVisible();
});

test('speaks Russian: the drawer’s labels and the settings page it opens', async ({ page }) => {
  const t = siteText.ru;
  await chooseLocale(page, 'ru');
  await page.goto('/');
  await page.getByRole('button', { name: messages.ru['shell.header.menu'] }).click();
  const drawer = drawerOf(page, 'ru');
  await drawer.getByRole('link', { name: t('nav.side.settings') }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: t('route.settings') })).toBeVisible();
  await expect(page.getByRole('group', { name: t('orders.settings.currency') })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Русский' })).toBeChecked();
});
