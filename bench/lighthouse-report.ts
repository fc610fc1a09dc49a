/**
 * Lighthouse's table, each figure beside the static reference's; the failed accessibility
 * audits; with `--scripts` where each page's time goes.
 */
import { BUDGETS, checkLighthouse, type Breach } from './budgets';
import { calibrated, kb, ms, ratio, tbtOfBudget } from './format';
import type { LighthouseRun } from './lighthouse';
import { LIGHTHOUSE_RUNS, OTHER_RUNS, type PageResult } from './lighthouse-runs';

/** The calibrating score, and the range of those it is the median of. */
const indexes = (run: LighthouseRun) => {
  const finite = run.benchmarkIndexes.filter(Number.isFinite);
  const median = Math.round(run.benchmarkIndex);
  return finite.length < 2
    ? String(median)
    : `${median} (${Math.round(Math.min(...finite))}–${Math.round(Math.max(...finite))})`;
};

/** Prints the runs; the budgets they exceed, and the routes Lighthouse could not measure. */
export function reportLighthouse(
  lh: { reference: LighthouseRun; work: LighthouseRun; pages: PageResult[] },
  options: { scripts: boolean },
): Breach[] {
  const ref = lh.reference;
  console.log(
    `Lighthouse 13, mobile, simulated throttling: the median of ${LIGHTHOUSE_RUNS} runs on ` +
      `each core route, ${OTHER_RUNS} on the others (ratio: page ÷ static reference; ` +
      'protocol: what the document came over)',
  );
  const measured = lh.pages.flatMap((p) => ('run' in p ? [p] : []));
  console.table([
    {
      page: 'reference (bench/reference)',
      runs: LIGHTHOUSE_RUNS,
      protocol: ref.protocol,
      score: ref.score,
      a11y: ref.accessibility,
      LCP: ms(ref.lcpMs),
      TBT: ms(ref.tbtMs),
      'TBT calibrated': calibrated(ref),
      'TBT ÷ budget': tbtOfBudget(ref, BUDGETS.totalBlockingTimeMs),
      benchmarkIndex: indexes(ref),
      CLS: ref.cls.toFixed(3),
      FCP: ms(ref.fcpMs),
    },
    {
      page: 'known script work (bench/reference/work.html)',
      runs: LIGHTHOUSE_RUNS,
      protocol: lh.work.protocol,
      score: lh.work.score,
      a11y: lh.work.accessibility,
      LCP: ms(lh.work.lcpMs),
      TBT: ms(lh.work.tbtMs),
      'TBT calibrated': calibrated(lh.work),
      'TBT ÷ budget': '—',
      benchmarkIndex: indexes(lh.work),
      CLS: lh.work.cls.toFixed(3),
      FCP: ms(lh.work.fcpMs),
    },
    ...measured.map(({ route, runs, run }) => ({
      page: route,
      runs,
      protocol: run.protocol,
      score: `${run.score} (${ratio(run.score, ref.score)})`,
      a11y: run.accessibility,
      LCP: `${ms(run.lcpMs)} (${ratio(run.lcpMs, ref.lcpMs)})`,
      // The reference page blocks 0–2 ms in a quiet minute: a ratio to that is noise.
      TBT: `${ms(run.tbtMs)} (${ratio(run.tbtMs, ref.tbtMs, 10)})`,
      'TBT calibrated': calibrated(run),
      'TBT ÷ budget': tbtOfBudget(run, BUDGETS.totalBlockingTimeMs),
      benchmarkIndex: indexes(run),
      CLS: run.cls.toFixed(3),
      FCP: `${ms(run.fcpMs)} (${ratio(run.fcpMs, ref.fcpMs)})`,
    })),
  ]);
  console.log(
    `Budgets: score ≥ ${BUDGETS.performanceScore}, LCP ≤ ${BUDGETS.largestContentfulPaintMs} ms, ` +
      `TBT ≤ ${BUDGETS.totalBlockingTimeMs} ms on the phone (TBT calibrated: each run's trace ` +
      'simulated again at the CPU slowdown the benchmarkIndex calls for, with the page ' +
      'thread’s tasks at their time on a core (the share in brackets: that time over their ' +
      'wall time), the median, the runs’ range before it; ' +
      'TBT ÷ budget: that figure over the budget, ≤ 1.00 meets it; TBT: at the preset’s 4×, ' +
      'the median of the runs’ own; benchmarkIndex: the median of every score this bench ' +
      'measured, by which ' +
      'every page is calibrated, then the range of the page’s own runs and, on a core route, ' +
      'the reference runs before each), ' +
      `CLS ≤ ${BUDGETS.cumulativeLayoutShift}, ` +
      `accessibility ≥ ${BUDGETS.accessibilityScore}.\n`,
  );
  const breaches: Breach[] = [];
  for (const { route, run } of measured) breaches.push(...checkLighthouse(route, run));
  for (const p of lh.pages) {
    if ('error' in p) {
      breaches.push({
        route: p.route,
        what: 'Lighthouse run',
        measured: p.error,
        budget: 'a result',
      });
    }
  }
  const a11yFailures = measured.filter(({ run }) => run.failedA11y.length > 0);
  if (a11yFailures.length > 0) {
    console.log('Failed accessibility audits (Lighthouse ids)');
    console.table(
      a11yFailures.map(({ route, run }) => ({
        page: route,
        failed: run.failedA11y.join(', '),
      })),
    );
  }
  if (options.scripts) {
    console.log(
      'Where the time goes (largest contentful element; main-thread time per script; the ' +
        'requests the simulated largest paint waited for last)',
    );
    console.table(
      measured.map(({ route, run }) => ({
        page: route,
        'LCP element': run.lcpElement,
        'busiest scripts': run.busiestScripts
          .map((s) => `${s.url.replace(/^https?:\/\/localhost:/, ':')} ${ms(s.cpuMs)}`)
          .join(', '),
        'last to arrive (simulated)': run.lastBeforeLcp
          .map(
            (r) =>
              `${r.url.replace(/^https?:\/\/(?:localhost|127\.0\.0\.1):/, ':')} ${kb(r.bytes)} ` +
              `${ms(r.startMs)}–${ms(r.endMs)}`,
          )
          .join(', '),
      })),
    );
  }
  return breaches;
}
