import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearReports, summaryLine } from './test-summary.mjs';

describe('the closing line of npm test', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'minesite-results-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const vitestReport = (passed: number, failed: number, pending = 0) => ({
    numTotalTests: passed + failed + pending,
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: pending,
    numTodoTests: 0,
  });

  it('adds up the vitest and Playwright reports in one plain count', async () => {
    await writeFile(path.join(dir, 'unit.json'), JSON.stringify(vitestReport(1100, 0)));
    await writeFile(path.join(dir, 'outage.json'), JSON.stringify(vitestReport(3, 0)));
    await writeFile(
      path.join(dir, 'e2e.json'),
      JSON.stringify({ stats: { expected: 157, unexpected: 1, flaky: 0, skipped: 0 } }),
    );
    expect(await summaryLine(dir)).toBe('tests: 1260 passed, 1 failed');
  });

  it('names skipped tests, and ignores a report a crashed runner left half written', async () => {
    await writeFile(path.join(dir, 'unit.json'), JSON.stringify(vitestReport(10, 0, 2)));
    await writeFile(path.join(dir, 'e2e.json'), '{"stats": {"expe');
    expect(await summaryLine(dir)).toBe('tests: 10 passed, 0 failed, 2 skipped');
  });

  it('says nothing when no runner got to write a report', async () => {
    expect(await summaryLine(dir)).toBeNull();
    await writeFile(path.join(dir, 'unit.json'), JSON.stringify(vitestReport(5, 0)));
    await clearReports(dir);
    expect(await summaryLine(dir)).toBeNull();
  });
});
