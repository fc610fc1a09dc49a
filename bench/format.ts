/** How the bench's tables print sizes, times and ratios. */
import { calibratedSlowdown, calibratedTbtMs } from './cpu-calibration';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const ratio = (value: number, reference: number) =>
  reference > 0 ? `${(value / reference).toFixed(2)}×` : value > 0 ? '—' : '1.00×';

/** TBT at the slowdown the run's benchmarkIndex calls for (bench/cpu-calibration.ts). */
export const calibrated = (tbtMs: number, benchmarkIndex: number) => {
  const value = calibratedTbtMs(tbtMs, benchmarkIndex);
  const slowdown = calibratedSlowdown(benchmarkIndex);
  return value === undefined ? '—' : `${Math.round(value)} ms (${slowdown!.toFixed(1)}×)`;
};
