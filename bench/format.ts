/** How the bench's tables print sizes, times and ratios. */
import type { PageScore } from './budgets';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
/** A share (0.42) as a whole percentage (`42%`). */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
/** `value` ÷ `reference`; '—' when the reference is under `floor` (a ratio to ~0 says nothing). */
export const ratio = (value: number, reference: number, floor = Number.MIN_VALUE) =>
  reference >= floor ? `${(value / reference).toFixed(2)}×` : value > 0 ? '—' : '1.00×';

/** TBT simulated at the calibrated slowdown, and that slowdown (bench/lighthouse-runs.ts). */
export const calibrated = (score: PageScore) =>
  score.calibrated
    ? `${Math.round(score.calibrated.tbtMs)} ms (${score.calibrated.slowdown.toFixed(2)}×)`
    : '—';

/** That TBT over the phone's budget (≤ 1 meets it). */
export const tbtOfBudget = (score: PageScore, budgetMs: number) =>
  score.calibrated ? (score.calibrated.tbtMs / budgetMs).toFixed(2) : '—';
