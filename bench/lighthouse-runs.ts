/**
 * Lighthouse on every route and on the static reference page, in one Chrome: visitor routes
 * first, then the admin ones after a login.
 */
import { logInChrome, type AdminSession } from './admin-session';
import { calibratedSlowdown, median } from './cpu-calibration';
import {
  dropGathered,
  medianLighthouse,
  tbtAtSlowdown,
  withChromium,
  type LighthouseRun,
} from './lighthouse';
import { https, shellOrigin } from './options';
import type { BenchRoute } from './routes';

/**
 * Lighthouse runs per core route, of which the median is shown (BENCH_LIGHTHOUSE_RUNS): five
 * by default (Lighthouse's variability guide; on this machine single runs of one build spread
 * over about 0.2 s of LCP and from 45 to 221 ms of TBT, and a median of three still moved by
 * 0.1 s and by 2× between runs of the bench). Every other route gets
 * BENCH_LIGHTHOUSE_OTHER_RUNS (one by default: about 50 routes at 15–20 s a run on two cores).
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
export const OTHER_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_OTHER_RUNS ?? 1));

export type PageResult =
  { route: string; runs: number; run: LighthouseRun } | { route: string; error: string };

/**
 * `referenceUrl`: the static reference (index.html); its folder also holds the page of known
 * script work (work.html), measured beside it so that a run shows what its TBT figures keep.
 */
export async function lighthouseRuns(
  referenceUrl: string,
  routes: BenchRoute[],
  admin?: AdminSession,
) {
  return withChromium(
    async (port) => {
      const reference = await medianLighthouse(port, referenceUrl, LIGHTHOUSE_RUNS);
      const work = await medianLighthouse(
        port,
        new URL('work.html', referenceUrl).href,
        LIGHTHOUSE_RUNS,
      );
      const pages: PageResult[] = [];
      // Visitor routes first, then the admin ones with the session cookie in the browser.
      const ordered = [...routes.filter((r) => !r.admin), ...routes.filter((r) => r.admin)];
      let loggedIn = false;
      for (const r of ordered) {
        if (r.admin && !loggedIn && admin) {
          await logInChrome(port, admin, shellOrigin);
          loggedIn = true;
        }
        const runs = r.core ? LIGHTHOUSE_RUNS : OTHER_RUNS;
        try {
          // A core route's runs each follow a reference run: calibrated by the same minute's CPU.
          const run = await medianLighthouse(
            port,
            `${shellOrigin}${r.url}`,
            runs,
            r.core ? referenceUrl : undefined,
          );
          const landed = new URL(run.finalUrl).pathname;
          if (r.admin && landed !== r.url) throw new Error(`not logged in: ended on ${landed}`);
          pages.push({ route: r.route, runs, run });
        } catch (error) {
          pages.push({
            route: r.route,
            error: error instanceof Error ? error.message : String(error),
          });
        }
        console.log(`  Lighthouse: ${r.route} done (${pages.length}/${ordered.length})`);
      }
      // Every page calibrated by the median of every score the bench measured (each a
      // half-second sample of the host as a run starts). On the 2026-11-30 machine consecutive
      // scores jumped between about 1,300 and 2,500 while a route's raw TBT did not follow them:
      // calibrated by the six scores around its own runs, `/calculator` crossed the budget from
      // one bench to the next on the same raw figure (182 and 186 ms raw, 0.95 and 1.56 of it).
      // The median of a bench's 33 scores held at 1,713–1,888 over three benches.
      const index = median([
        ...reference.benchmarkIndexes,
        ...work.benchmarkIndexes,
        ...pages.flatMap((p) => ('run' in p ? p.run.benchmarkIndexes : [])),
      ]);
      // Each run's trace simulated again at the slowdown that score calls for, its page thread's
      // tasks at their time on a core; TBT the median.
      const slowdown = calibratedSlowdown(index);
      const calibrated = async (run: LighthouseRun): Promise<LighthouseRun> => {
        const simulated: { tbtMs: number; onCpu: number }[] = [];
        if (slowdown !== undefined) {
          for (const dir of run.gathered) simulated.push(await tbtAtSlowdown(port, dir, slowdown));
        }
        const tbts = simulated.map((s) => s.tbtMs);
        return {
          ...run,
          benchmarkIndex: index,
          gathered: [],
          calibrated:
            slowdown === undefined
              ? undefined
              : {
                  tbtMs: median(tbts),
                  slowdown,
                  onCpu: median(simulated.map((s) => s.onCpu)),
                  rangeMs: [Math.min(...tbts), Math.max(...tbts)],
                },
        };
      };
      try {
        const calibratedPages: PageResult[] = [];
        for (const p of pages)
          calibratedPages.push('run' in p ? { ...p, run: await calibrated(p.run) } : p);
        return {
          reference: await calibrated(reference),
          work: await calibrated(work),
          pages: calibratedPages,
        };
      } finally {
        // Every saved gather, also when one simulation failed.
        dropGathered(reference);
        dropGathered(work);
        for (const p of pages) if ('run' in p) dropGathered(p.run);
      }
    },
    https ? ['--ignore-certificate-errors'] : [],
  );
}
