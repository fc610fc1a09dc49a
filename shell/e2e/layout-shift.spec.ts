/**
 * Nothing moves: every route, in Chinese and in Russian, is opened with a
 * PerformanceObserver for layout shifts, left to show its late data, scrolled through once, and
 * the shifts not caused by input add up to 0.02 at most. The plain sum over the whole visit is
 * stricter than Lighthouse's CLS (the largest session window), so it is the one checked; a
 * failure names the route, the language, both figures and the elements that moved.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  JOURNEY_LOCALES,
  everyRoute,
  openSettled,
  painted,
  scrollThrough,
} from './support/route-visits';

const LIMIT = 0.02;

interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Installed before any script of the page: records every shift no input caused. */
function observeLayoutShifts() {
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
    const classes = [...node.classList]
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('');
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}${text ? ` "${text}"` : ''}`;
  };
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts!.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((s) => describe(s.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Lighthouse's CLS: the largest window of shifts less than 1 s apart, 5 s long at most. */
function sessionWindowMax(shifts: Shift[]) {
  let max = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.startTime - last > 1000 || s.startTime - first > 5000) {
      sum = 0;
      first = s.startTime;
    }
    sum += s.value;
    last = s.startTime;
    max = Math.max(max, sum);
  }
  return max;
}

async function shiftsOf(page: Page) {
  await painted(page);
  return page.evaluate(() => window.__layoutShifts ?? []);
}

for (const locale of JOURNEY_LOCALES) {
  test.describe(`layout shifts in ${locale}`, () => {
    for (const route of everyRoute()) {
      test(`${route.url} stays put (${locale})`, async ({ page }) => {
        await page.addInitScript(observeLayoutShifts);
        await openSettled(page, route, locale);
        await scrollThrough(page);
        const shifts = await shiftsOf(page);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        const report = [
          `${route.url} in ${locale}: sum ${total.toFixed(4)}, CLS ${sessionWindowMax(shifts).toFixed(4)}`,
          ...shifts.map(
            (s) =>
              `  ${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms: ${s.sources.join(', ')}`,
          ),
        ].join('\n');
        // The figures of a passing visit too, in the JSON report (before/after comparisons).
        test.info().annotations.push({ type: 'layout-shift', description: report });
        expect(total, report).toBeLessThanOrEqual(LIMIT);
      });
    }
  });
}
