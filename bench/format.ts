/** How the bench's tables print sizes, times and ratios. */
import { calibratedSlowdown, calibratedTbtMs, hostTbtBudgetMs } from './cpu-calibration';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
/** `value` ÷ `reference`; '—' when the reference is under `floor` (a ratio to ~0 says nothing). */
export const ratio = (value: number, reference: number, floor = Number.MIN_VALUE) =>
  reference >= floor ? `${(value / reference).toFixed(2)}×` : value > 0 ? '—' : '1.00×';

/** TBT at the slowdown the run's benchmarkIndex calls for (bench/cpu-calibration.ts). */
export const calibrated = (tbtMs: number, benchmarkIndex: number) => {
  const value = calibratedTbtMs(tbtMs, benchmarkIndex);
  const slowdown = calibratedSlowdown(benchmarkIndex);
  return value === undefined ? '—' : `${Math.round(value)} ms (${slowdown!.toFixed(1)}×)`;
};

/** Raw TBT over the budget scaled to the run's host (≤ 1 meets it), and that budget. */
export const tbtOfBudget = (tbtMs: number, benchmarkIndex: number, budgetMs: number) => {
  const budget = hostTbtBudgetMs(budgetMs, benchmarkIndex);
  return budget === undefined
    ? '—'
    : `${(tbtMs / budget).toFixed(2)} (of ${Math.round(budget)} ms)`;
};
