export const RESULTS_DIR: string;
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}
export function countReport(report: unknown): TestCounts | null;
export function summaryLine(dir: string): Promise<string | null>;
export function clearReports(dir: string): Promise<void>;
export function formatDuration(ms: number): string;
export function timesLine(steps: { name: string; ms: number }[]): string;
