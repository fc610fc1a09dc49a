// The closing lines of `npm test`: how many tests passed and failed across its runners
// (vitest's unit and API tests, the outage test, Playwright's journeys), read from the JSON
// reports they write under .cache/test-results/, and how long each step took. Each runner prints
// its own totals in its own words; CI tools and people reading the end of a long log want one
// plain count, and someone waiting for it wants to know which step to make faster.
// Plain JavaScript: test-bootstrap.mjs runs before the project's dependencies exist.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const RESULTS_DIR = '.cache/test-results';

/** Counts of one report: vitest's JSON reporter, or Playwright's. */
export function countReport(report) {
  if (report && typeof report.numTotalTests === 'number') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  if (report && report.stats && typeof report.stats.expected === 'number') {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on a retry.
    return {
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  }
  return null;
}

/** The closing line for the reports in `dir`, or null when there are none. */
export async function summaryLine(dir) {
  let files;
  try {
    files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return null;
  }
  const total = { passed: 0, failed: 0, skipped: 0 };
  let read = 0;
  for (const file of files) {
    let counts = null;
    try {
      counts = countReport(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
    } catch {
      // A runner that died while writing leaves no usable report; its exit code already failed.
    }
    if (!counts) continue;
    read += 1;
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
  if (read === 0) return null;
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  return `tests: ${total.passed} passed, ${total.failed} failed${skipped}`;
}

/** Removes the reports of an earlier run, so the line counts this run only. */
export function clearReports(dir) {
  return rm(dir, { recursive: true, force: true });
}

/** `42s`, `3m07s`: a step's time, to the second. */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

/** `times: lint 52s, build 4m10s, total 5m02s` for the steps that ran, in their order. */
export function timesLine(steps) {
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const parts = steps.map((step) => `${step.name} ${formatDuration(step.ms)}`);
  return `times: ${[...parts, `total ${formatDuration(total)}`].join(', ')}`;
}
