import { expect, test } from '@playwright/test';
import { siteText } from './support/shell-page';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

// Every route's own title and heading are checked in every-route.spec.ts.

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
