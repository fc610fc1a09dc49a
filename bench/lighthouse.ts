/**
 * Lighthouse 13 as a phone sees a page: the mobile preset with simulated throttling (a slow 4G
 * network and a 4× slower CPU), in Debian's Chromium with the project's flags; the performance
 * and accessibility categories, and the protocol the page's document came over (HTTP/1.1 or
 * h2: the simulation keeps one warm connection per origin over h2).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { CHROMIUM_ARGS } from '../playwright.config';
import type { PageScore } from './budgets';
import { median } from './cpu-calibration';
import { atThreadTime } from './thread-time';
import type { TraceEvent } from './trace-tasks';

export interface LighthouseRun extends PageScore {
  fcpMs: number;
  speedIndexMs: number;
  /** Where the time goes: the LCP element and the scripts that keep the main thread busy. */
  lcpElement: string;
  busiestScripts: { url: string; cpuMs: number }[];
  /** The requests the simulated largest paint waited for longest (see lastRequestsBeforeLcp). */
  lastBeforeLcp: SimulatedRequest[];
  /** The document's protocol as the browser saw it: `http/1.1`, `h2`. */
  protocol: string;
  /** The address the page ended on (a client-side redirect shows here). */
  finalUrl: string;
  /** The accessibility audits that failed (their ids). */
  failedA11y: string[];
  /**
   * The host's CPU score the slowdown is calibrated by (bench/cpu-calibration.ts): the run's
   * own, as Lighthouse measured it at its start, until lighthouseRuns sets the median of every
   * score the bench measured.
   */
  benchmarkIndex: number;
  /** Every score measured for the page, in order (one run: its own). */
  benchmarkIndexes: number[];
  /**
   * Each run's saved gather (its artifacts and trace), to simulate again at another CPU
   * slowdown (tbtAtSlowdown); removed by dropGathered.
   */
  gathered: string[];
}

export interface SimulatedRequest {
  url: string;
  bytes: number;
  startMs: number;
  endMs: number;
}

/**
 * Chromium's own pages that run beside the page measured: from Chromium 149 the browser keeps
 * its address bar's suggestion popups (WebUI, `chrome://omnibox-popup.top-chrome/` and its AI
 * mode page) loaded in renderers of their own, in headless mode too, and they render while a
 * page loads: on two cores that CPU is taken from the page's main thread, whose tasks then
 * read longer. A phone's browser runs no such page beside the site.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * chrome-launcher's default flags with Chromium's own pages turned off as well: Chromium reads
 * only the last `--disable-features`, so they join the launcher's list.
 */
function launcherFlags(): string[] {
  return chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${BROWSER_UI_FEATURES.join(',')}` : flag,
  );
}

/** `extraFlags`: e.g. `--ignore-certificate-errors` for the launcher's self-signed HTTPS. */
export async function withChromium<T>(
  run: (port: number) => Promise<T>,
  extraFlags: string[] = [],
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...launcherFlags(), '--headless=new', ...CHROMIUM_ARGS, ...extraFlags],
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * The median of `runs` Lighthouse runs (by score, so its figures come from one run; TBT the
 * median of the runs' own): one run on a shared machine swings by ±8 points, as Lighthouse's
 * own variance guide describes. With
 * `referenceUrl`, the reference page runs right before each run; every score measured is
 * returned (lighthouseRuns calibrates every page by the median of the whole bench's).
 */
export async function medianLighthouse(
  port: number,
  url: string,
  runs: number,
  referenceUrl?: string,
): Promise<LighthouseRun> {
  const results: LighthouseRun[] = [];
  const indexes: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      if (referenceUrl) {
        // Run for its score alone: its gather is never simulated again.
        const reference = await measureLighthouse(port, referenceUrl, { keepGather: false });
        indexes.push(reference.benchmarkIndex);
      }
      const run = await measureLighthouse(port, url);
      indexes.push(run.benchmarkIndex);
      results.push(run);
    }
  } catch (error) {
    // A failed run fails the page: the runs before it are not simulated again either.
    for (const run of results) dropGathered(run);
    throw error;
  }
  results.sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  const middle = results[Math.floor(results.length / 2)]!;
  // TBT is judged on its own median: one route's runs of one build spread from 45 to 221 ms,
  // and the run of median score need not be the run of median blocking time.
  const tbtMs = median(results.map((r) => r.tbtMs));
  const gathered = results.flatMap((r) => r.gathered);
  return { ...middle, tbtMs, benchmarkIndexes: indexes, gathered };
}

/** The run's settings; an audit of a saved gather must name the same ones (auditMode). */
const runFlags = (port: number): Flags => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
});

/**
 * One run; its gather is kept in a directory of its own (Lighthouse's gatherMode), so that its
 * trace can be simulated again at the CPU slowdown the whole bench's scores call for; with
 * `keepGather: false` (a run measured for its benchmarkIndex alone) nothing is saved.
 */
export async function measureLighthouse(
  port: number,
  url: string,
  { keepGather = true } = {},
): Promise<LighthouseRun> {
  if (!keepGather) return measureInto(port, url);
  const dir = mkdtempSync(path.join(tmpdir(), 'minesite-lighthouse-'));
  try {
    return await measureInto(port, url, dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function measureInto(port: number, url: string, dir?: string): Promise<LighthouseRun> {
  const saved: Flags = dir ? { gatherMode: dir, auditMode: dir } : {};
  const result = await lighthouse(url, { ...runFlags(port), ...saved });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  keepReport(url, result.report);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    speedIndexMs: value('speed-index'),
    lcpElement: lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details),
    busiestScripts: busiestScriptsOf(lhr.audits['bootup-time']?.details),
    lastBeforeLcp: lastRequestsBeforeLcp(),
    protocol: documentProtocol(lhr.audits['network-requests']?.details, lhr.finalDisplayedUrl),
    finalUrl: lhr.finalDisplayedUrl,
    failedA11y: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    benchmarkIndexes: [lhr.environment?.benchmarkIndex ?? Number.NaN],
    gathered: dir ? [dir] : [],
  };
}

/**
 * Total blocking time of a saved gather simulated at `slowdown` instead of the preset's 4×, as
 * the throttling guide calibrates: every task's time scales, and then only its part over 50 ms
 * counts (scaling the total instead misjudges the tasks near 50 ms). The page thread's tasks
 * are simulated at their time on a core (bench/thread-time.ts), not their wall time, which
 * moves with what else the machine runs; `onCpu` is that time's share of the wall time. The
 * page ran unthrottled at the gather; the slowdown is a setting of the simulation alone, so
 * the saved gather's settings are changed to it, and to that one audit (Lighthouse audits a
 * gather only with the settings it was made with; both categories' audits took about 1.6 s a
 * run).
 */
export async function tbtAtSlowdown(
  port: number,
  dir: string,
  slowdown: number,
): Promise<{ tbtMs: number; onCpu: number }> {
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: Flags };
  const settings: Flags = {
    throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown },
    onlyCategories: null,
    onlyAudits: ['total-blocking-time'],
  };
  writeFileSync(
    file,
    JSON.stringify({ ...artifacts, settings: { ...artifacts.settings, ...settings } }),
  );
  const traceFile = path.join(dir, 'trace.json');
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const time = atThreadTime(trace.traceEvents, slowdown);
  writeFileSync(traceFile, JSON.stringify(trace));
  const result = await lighthouse(undefined, { ...runFlags(port), ...settings, auditMode: dir });
  const tbt = result?.lhr.audits['total-blocking-time']?.numericValue;
  if (tbt === undefined) throw new Error(`no total blocking time in ${dir}`);
  return { tbtMs: tbt, onCpu: time.wallUs > 0 ? time.cpuUs / time.wallUs : Number.NaN };
}

/** Removes the run's saved gathers. */
export function dropGathered(run: Pick<LighthouseRun, 'gathered'>): void {
  for (const dir of run.gathered) rmSync(dir, { recursive: true, force: true });
}

/**
 * With BENCH_LHR_DIR, each run's whole report is written there (for its `bootup-time`,
 * `long-tasks` and `mainthread-work-breakdown` audits: what blocks the main thread).
 */
function keepReport(url: string, report: string | string[]): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), String(report));
}

/** The protocol of the page's document request, from the network-requests audit. */
function documentProtocol(details: unknown, url: string): string {
  const items = (details as { items?: { url?: string; protocol?: string }[] } | undefined)?.items;
  const document = items?.find((item) => item.url === url) ?? items?.[0];
  return document?.protocol ?? '?';
}

/**
 * The last requests to arrive in the run's simulated largest contentful paint (Lantern's
 * pessimistic graph, whose node timings Lighthouse keeps until its next run): on a slow
 * network the paint waits for these, so they say what to make smaller or start sooner.
 */
function lastRequestsBeforeLcp(count = 3): SimulatedRequest[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(
    'pessimisticLargestContentfulPaint',
  );
  const requests: SimulatedRequest[] = [];
  for (const [node, timing] of timings ?? []) {
    if (node.type !== 'network') continue;
    requests.push({
      url: node.request.url,
      bytes: node.request.transferSize,
      startMs: timing.startTime,
      endMs: timing.endTime,
    });
  }
  return requests.sort((a, b) => b.endMs - a.endMs).slice(0, count);
}

interface AuditTable {
  items?: { type?: string; selector?: string; nodeLabel?: string; url?: string; total?: number }[];
}

/** Lighthouse 13 names the LCP element in the LCP breakdown insight, as a `node` item. */
function lcpElementOf(details: unknown): string {
  const node = (details as AuditTable | undefined)?.items?.find((item) => item.type === 'node');
  if (!node) return '?';
  return `${node.selector ?? ''} “${(node.nodeLabel ?? '').slice(0, 40)}”`;
}

function busiestScriptsOf(details: unknown): { url: string; cpuMs: number }[] {
  return ((details as AuditTable | undefined)?.items ?? [])
    .filter((item) => typeof item.url === 'string' && typeof item.total === 'number')
    .slice(0, 4)
    .map((item) => ({ url: item.url!, cpuMs: Math.round(item.total!) }));
}
