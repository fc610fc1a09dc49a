/** The median of the finite values; NaN when there are none. */
export function median(values: number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (measured.length === 0) return Number.NaN;
  const middle = measured.length / 2;
  return measured.length % 2 === 1
    ? measured[Math.floor(middle)]!
    : (measured[middle - 1]! + measured[middle]!) / 2;
}

/**
 * What Lighthouse's `benchmarkIndex` (lhr.environment.benchmarkIndex: a rough score of the
 * host's CPU, measured at the start of every run) says the CPU slowdown should be, after
 * Lighthouse's throttling guide (docs/throttling.md, "Calibrating multipliers") and the CPU
 * throttling calculator it links (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
 * `computeMultiplierMessages`; the same three linear pieces: 150 → 1×, 800 → 2×, 1,300 → 3×,
 * then 1× more per 233): the mobile preset's 4× assumes a host scoring about 1,533, and a
 * busier or slower host needs less to emulate the same phone. Total blocking time grows with
 * the slowdown, so a figure measured at 4× on a host scoring below 1,533 overstates what the
 * phone would see, and above it understates it: the bench simulates every run's trace again at
 * the calibrated slowdown (bench/lighthouse.ts tbtAtSlowdown).
 * Undefined below the calculator's range.
 */
export function calibratedSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
