/** Accessibility as the journeys check it: axe-core's serious and critical WCAG 2.1 A/AA rules. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { painted } from './route-visits';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical violations on the page, one line per rule with its elements.
 * One `axe.run` in the page (legacy mode): the default opens a blank page per check to merge
 * each frame's partial results, and the site's pages have no frames to merge. Only violations
 * come back. Over the 110 every-route visits that is 12% of the journey's time.
 */
export async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode()
    .analyze();
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
export async function expectCleanWithDialog(page: Page, what: string) {
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
