/**
 * Layout shifts as the every-route journey measures them: an observer installed before any
 * script of the page records every shift no input caused, with the elements that moved.
 */
import type { Page } from '@playwright/test';
import { painted } from './route-visits';

/** The most the shifts of one visit may add up to. */
export const SHIFT_LIMIT = 0.02;

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

/** Runs in the page before its scripts (`page.addInitScript`). */
export function observeLayoutShifts() {
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

/**
 * The visit's shifts so far: their plain sum (stricter than Lighthouse's CLS, so the one
 * checked) and a report naming both figures and every element that moved.
 */
export async function shiftsOf(page: Page, what: string) {
  await painted(page);
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = [
    `${what}: sum ${total.toFixed(4)}, CLS ${sessionWindowMax(shifts).toFixed(4)}`,
    ...shifts.map(
      (s) => `  ${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms: ${s.sources.join(', ')}`,
    ),
  ].join('\n');
  return { total, report };
}
