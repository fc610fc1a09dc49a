/** How the bench's tables print sizes, times and ratios. */
import type { PageScore } from './budgets';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
/** A share (0.42) as a whole percentage (`42%`). */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
/** A ratio as the tables print it: a share under 2 (`54%`), a multiple above (`3.1×`). */
export const ratioText = (value: number) =>
  value < 2 ? percent(value) : `${Number(value.toFixed(1))}×`;
/** `value` ÷ `reference`; '—' when the reference is under `floor` (a ratio to ~0 says nothing). */
export const ratio = (value: number, reference: number, floor = Number.MIN_VALUE) =>
  reference >= floor ? `${(value / reference).toFixed(2)}×` : value > 0 ? '—' : '1.00×';

/**
 * TBT simulated at the calibrated slowdown, the runs' range (when they differ), that slowdown,
 * and the share of its tasks' wall time the page's thread ran on a core
 * (bench/lighthouse-runs.ts).
 */
export const calibrated = (score: PageScore) => {
  const c = score.calibrated;
  if (!c) return '—';
  const onCpu = Number.isFinite(c.onCpu) ? `, ${percent(c.onCpu)}` : '';
  const [low, high] = c.rangeMs;
  const range = low !== high ? `${Math.round(low)}–${Math.round(high)}; ` : '';
  return `${Math.round(c.tbtMs)} ms (${range}${c.slowdown.toFixed(2)}×${onCpu})`;
};

/** That TBT over the phone's budget (≤ 1 meets it). */
export const tbtOfBudget = (score: PageScore, budgetMs: number) =>
  score.calibrated ? (score.calibrated.tbtMs / budgetMs).toFixed(2) : '—';
