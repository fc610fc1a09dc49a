import { expect, test } from '@playwright/test';
import zh from '../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import { HOME_ROUTES, LOGIN_ROUTE } from '../src/routing/shell-routes';
import { logIn, siteText } from './support/shell-page';
import { siteRoutes } from './support/site-routes';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

// Each route with a path a visitor can open (parameters filled in): the remotes' pages as their
// builds published them, and the shell's own.
const ROUTES = [
  ...siteRoutes(),
  ...[...HOME_ROUTES, LOGIN_ROUTE].map((r) => ({
    url: r.path,
    title: zh[r.titleId as keyof typeof zh],
    admin: false,
  })),
];

test.describe('every route of the spec renders its page', () => {
  for (const route of ROUTES) {
    test(`${route.url} shows its title and heading in Chinese`, async ({ page }) => {
      // Admin pages need a session the service knows, not just the browser's flag.
      if (route.admin) await logIn(page);
      await page.goto(route.url);
      const { title } = route;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page).toHaveURL(new RegExp(`${route.url.replace(/[?]/g, '\\?')}$`));
    });
  }
});

test('pages follow the stored language', async ({ page }) => {
  await chooseLocale(page, 'en');
  await page.goto('/mining-power');
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.en('route.miningPower') }),
  ).toBeVisible();
  await expect(page).toHaveTitle(siteText.en('route.miningPower'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.home') }),
  ).toBeVisible();
  await expect(page).toHaveTitle(siteText.zh('route.home'));
});
