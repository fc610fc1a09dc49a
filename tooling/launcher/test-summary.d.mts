export const RESULTS_DIR: string;
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}
export function countReport(report: unknown): TestCounts | null;
export function summaryLine(dir: string): Promise<string | null>;
export function clearReports(dir: string): Promise<void>;
