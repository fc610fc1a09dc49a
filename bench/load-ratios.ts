/**
 * The load rows' ratios held to their budgets: each call's rate over the driver's doing the
 * same work in the same run, and what the CPU the two sides spent allows it.
 */
import type { Breach } from './budgets';
import { ms, ratioText } from './format';
import type { LoadRow, Throughput } from './load';

/**
 * What each call must reach beside the driver doing its work in the same run (a ratio, unlike
 * a rate, means the same on a busy or a quiet machine): an order made at 35% of the driver's
 * raw inserts with its p99 under 4 times theirs (the order, its key and its notices in as few
 * writes as their guarantees allow); an order read at 80% of the driver's find (a read that
 * writes nothing); the reads served from memory at 20 times the driver's read of the same data.
 */
export const RATIO_BUDGETS: Readonly<Record<string, { atLeast: number; p99Times?: number }>> = {
  'POST /api/orders': { atLeast: 0.35, p99Times: 4 },
  'GET /api/orders/{id}': { atLeast: 0.8 },
  'GET /api/products': { atLeast: 20 },
  'GET /api/market': { atLeast: 20 },
};

/** Every process's CPU a call on one side of a row, in ms (none where /proc was not read). */
const cpuPerCall = (t: Throughput) =>
  Object.values(t.cpuMsPerCall ?? {}).reduce((sum, spent) => sum + spent, 0);

/**
 * The driver side's CPU a call over the API side's. While the processes keep every core busy, a
 * side's rate is the cores over its CPU a call, so this is the most the row's ratio can reach on
 * this machine, whatever the service waits for. NaN when a side's CPU was not measured.
 */
export function ratioTheCpuAllows(row: LoadRow): number {
  const api = cpuPerCall(row.api);
  return api > 0 ? cpuPerCall(row.raw) / api : Number.NaN;
}

/** The budgets as the report states them. */
export const ratioBudgetsText = () =>
  Object.entries(RATIO_BUDGETS)
    .map(
      ([call, b]) =>
        `${call} ≥ ${ratioText(b.atLeast)}` +
        (b.p99Times ? ` with p99 < ${b.p99Times}× the driver's` : ''),
    )
    .join('; ');

/** The rows whose ratio, or p99 beside the driver's, misses its budget in RATIO_BUDGETS. */
export function ratioBreaches(rows: readonly LoadRow[]): Breach[] {
  const breaches: Breach[] = [];
  for (const row of rows) {
    const budget = RATIO_BUDGETS[row.call];
    if (!budget) continue;
    const reached = row.api.perSecond / row.raw.perSecond;
    if (!(reached >= budget.atLeast)) {
      const allows = ratioTheCpuAllows(row);
      breaches.push({
        route: row.call,
        what: 'rate beside the driver',
        measured:
          `${ratioText(reached)} (${Math.round(row.api.perSecond)}/s against ` +
          `${Math.round(row.raw.perSecond)}/s)` +
          (Number.isFinite(allows) ? `; the CPU allows ${ratioText(allows)}` : ''),
        budget: `≥ ${ratioText(budget.atLeast)}`,
      });
    }
    if (budget.p99Times !== undefined && !(row.api.p99Ms < budget.p99Times * row.raw.p99Ms)) {
      breaches.push({
        route: row.call,
        what: "p99 beside the driver's",
        measured: `${ms(row.api.p99Ms)} against ${ms(row.raw.p99Ms)}`,
        budget: `< ${budget.p99Times}× the driver's`,
      });
    }
  }
  return breaches;
}
