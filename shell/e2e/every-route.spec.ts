/**
 * Every route, in Chinese and in Russian, in one visit each:
 * - it renders its page: its heading and the document's title are the page's title (checked in
 *   Chinese, whose titles the routes carry), at the address asked for;
 * - nothing moves: opened with a layout-shift observer, left to show its late data and scrolled
 *   through once, the shifts no input caused add up to 0.02 at most;
 * - accessible: axe-core finds no serious or critical WCAG 2.1 A/AA violation on the page as it
 *   settles, nor with its popup open (the first control in the page that declares one with
 *   aria-haspopup).
 * The shell's own popups are checked in accessibility.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { expectCleanWithDialog, violations } from './support/axe-checks';
import { SHIFT_LIMIT, observeLayoutShifts, shiftsOf } from './support/layout-shifts';
import { JOURNEY_LOCALES, everyRoute, openSettled, scrollThrough } from './support/route-visits';

for (const locale of JOURNEY_LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    for (const route of everyRoute()) {
      test(`${route.url} renders, stays put and has no serious violation (${locale})`, async ({
        page,
      }) => {
        const what = `${route.url} in ${locale}`;
        await page.addInitScript(observeLayoutShifts);
        await openSettled(page, route, locale);
        if (locale === 'zh') {
          await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
          await expect(page).toHaveTitle(route.title);
          await expect(page).toHaveURL(new RegExp(`${route.url.replace(/[?]/g, '\\?')}$`));
        }
        await scrollThrough(page);
        const { total, report } = await shiftsOf(page, what);
        // The figures of a passing visit too, in the JSON report (before/after comparisons).
        test.info().annotations.push({ type: 'layout-shift', description: report });
        expect.soft(total, report).toBeLessThanOrEqual(SHIFT_LIMIT);

        expect(await violations(page), what).toEqual([]);
        const opener = page.getByRole('main').locator('[aria-haspopup]:visible').first();
        if ((await opener.count()) > 0) {
          await opener.click();
          await expectCleanWithDialog(page, `${what}, its popup open`);
        }
      });
    }
  });
}
