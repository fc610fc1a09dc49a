/**
 * Accessible: axe-core finds no serious or critical WCAG 2.1 A/AA violation on any
 * route, in Chinese and in Russian, neither on the page as it settles nor with its popup open
 * (the first control in the page that declares one with aria-haspopup), nor in the shell's own
 * popups: the language picker, the bottom bar's panels and the admin menu.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_TABS } from '../test/site-tabs';
import { SWITCHER_HOLD_MS, holdWithFinger, messages, switcherLogo } from './support/shell-page';
import { JOURNEY_LOCALES, everyRoute, openSettled, painted, signIn } from './support/route-visits';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page, one line per rule with its elements. */
async function violations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations: found } = await builder.analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 6)
          .map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          .join('\n'),
    );
}

/**
 * Waits for an opened popup to finish its entrance (endless ones, spinners and skeletons, aside),
 * then checks the whole page again.
 */
async function expectCleanWithDialog(page: Page, what: string) {
  const dialog = page.locator('[role="dialog"]:visible, .adm-popup-body:visible').last();
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await painted(page);
  expect(await violations(page), what).toEqual([]);
}

for (const locale of JOURNEY_LOCALES) {
  test.describe(`accessibility in ${locale}`, () => {
    for (const route of everyRoute()) {
      test(`${route.url} has no serious violation (${locale})`, async ({ page }) => {
        await openSettled(page, route, locale);
        expect(await violations(page), `${route.url} in ${locale}`).toEqual([]);

        const opener = page.getByRole('main').locator('[aria-haspopup]:visible').first();
        if ((await opener.count()) > 0) {
          await opener.click();
          await expectCleanWithDialog(page, `${route.url} in ${locale}, its popup open`);
        }
      });
    }

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
      await chooseLocale(page, locale);
      await signIn(page);
      await page.goto(admin.url);
      await page.waitForLoadState('networkidle');
      await holdWithFinger(page, switcherLogo(page, locale), SWITCHER_HOLD_MS);
      await expectCleanWithDialog(page, `admin menu in ${locale}`);
    });
  });
}
