/**
 * What Lighthouse's `benchmarkIndex` (lhr.environment.benchmarkIndex: a rough score of the
 * host's CPU, measured at the start of every run) says the CPU slowdown should be, after
 * Lighthouse's throttling guide and its CPU throttling calculator: the mobile preset's 4×
 * assumes a host scoring about 1,533, and a busier or slower host needs less to emulate the
 * same phone. Total blocking time grows with the slowdown, so a figure measured at 4× on a
 * host scoring below 1,533 overstates what the phone would see.
 */
export const PRESET_SLOWDOWN = 4;

/** The calculator's multiplier for a host's benchmarkIndex; undefined below its range. */
export function calibratedSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * Total blocking time as the calibrated slowdown would have it: each blocking task's time
 * scales with the slowdown, and only its part over 50 ms blocks, so scaling the whole TBT by
 * the ratio is an estimate (exact only for tasks far over 50 ms); undefined out of range.
 */
export function calibratedTbtMs(tbtMs: number, benchmarkIndex: number): number | undefined {
  const slowdown = calibratedSlowdown(benchmarkIndex);
  return slowdown === undefined ? undefined : (tbtMs * slowdown) / PRESET_SLOWDOWN;
}

/**
 * A total-blocking-time budget as this host measures it at the preset's 4×: the budget a
 * phone's main thread has, scaled by the preset's slowdown over the calibrated one (a host
 * scoring above 1,533 gets a smaller figure, a busy one a larger); undefined out of range.
 * The same build then passes or fails the same way on a busy or a quiet machine.
 */
export function hostTbtBudgetMs(budgetMs: number, benchmarkIndex: number): number | undefined {
  const slowdown = calibratedSlowdown(benchmarkIndex);
  return slowdown === undefined ? undefined : (budgetMs * PRESET_SLOWDOWN) / slowdown;
}
