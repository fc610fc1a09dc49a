/**
 * The shell's own popups are accessible: axe-core finds no serious or critical WCAG 2.1 A/AA
 * violation with the language picker, a bottom-bar panel or the admin menu open, in Chinese and
 * in Russian. Every route's own page and popup are checked in every-route.spec.ts.
 */
import { test } from '@playwright/test';
import { SITE_TABS } from '../test/site-tabs';
import { expectCleanWithDialog } from './support/axe-checks';
import { SWITCHER_HOLD_MS, holdWithFinger, messages, switcherLogo } from './support/shell-page';
import { JOURNEY_LOCALES, everyRoute, openSettled, signIn } from './support/route-visits';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

for (const locale of JOURNEY_LOCALES) {
  test.describe(`accessibility in ${locale}`, () => {
    test(`the shell's popups have no serious violation (${locale})`, async ({ page }) => {
      const m = messages[locale];
      await openSettled(page, { url: '/team', title: '', admin: false }, locale);
      await page
        .getByRole('button', { name: m['shell.language.button'].replace('{language}', '') })
        .click();
      await expectCleanWithDialog(page, `language picker in ${locale}`);
      await page.keyboard.press('Escape');

      const withPanel = SITE_TABS.find((t) => !t.to)!;
      await page.goto('/team');
      await page
        .getByRole('navigation', { name: m['shell.nav.label'] })
        .getByRole('button', { name: withPanel.labels[locale], exact: true })
        .click();
      await expectCleanWithDialog(page, `bottom-bar panel in ${locale}`);
    });

    test(`the admin menu has no serious violation (${locale})`, async ({ page }) => {
      const admin = everyRoute().find((r) => r.admin)!;
      await page.clock.install(); // the hold below is simulated on it
      await chooseLocale(page, locale);
      await signIn(page);
      await page.goto(admin.url);
      await page.waitForLoadState('networkidle');
      await holdWithFinger(page, switcherLogo(page, locale), SWITCHER_HOLD_MS);
      await expectCleanWithDialog(page, `admin menu in ${locale}`);
    });
  });
}
