/**
 * `npm run bench`: what a phone pays on a first visit to every route, and what the service does
 * under load, measured on the built site (run `npm run build` first) and checked against the
 * budgets of bench/budgets.ts. Exits non-zero when a budget is exceeded.
 *
 *   1. per route (every route of the built site: bench/routes.ts): every request of a first
 *      visit (and any address asked for twice), the JavaScript sent (compressed, as sent), the
 *      part that is the page's remote's own and the part that is the HTML's boot script;
 *   2. Lighthouse (mobile, simulated throttling; performance and accessibility) on each route
 *      and on a static reference page (bench/reference/) in the same run, each figure printed
 *      beside the reference's, with the protocol it came over; admin routes after a real login;
 *   3. the API at 50 concurrent clients beside the same work done straight with the mongodb
 *      driver: POST /api/orders, GET /api/products (filtered, paged), GET /api/orders/{id},
 *      GET /api/market.
 *
 * It starts the site from the built folders with a throw-away database (the launcher's
 * `--test` mode), or uses the one running on :3000/:3001 (then the load part needs that
 * site's MONGODB_URI). It measures the production path: the site over HTTPS with HTTP/2 from
 * one origin, the remotes and the API under the shell's, as compose's web server and
 * `npm start -- --https` serve it (the load part then calls the service behind the TLS proxy,
 * on the bench's INNER_API_PORT). `--http1` measures the development path instead: plain
 * HTTP/1.1 from seven origins, as `npm start` serves it. Options: `--routes /a,/b` (those
 * routes only), `--core` (the five core routes), `--no-lighthouse`, `--no-load`, `--scripts`
 * (each script per page), `--empty` (no order, lead or consultation put in first:
 * bench/site-data.ts). BENCH_LOAD_SECONDS (8); BENCH_LIGHTHOUSE_RUNS (3): Lighthouse runs on
 * each core route, of which the median is shown; BENCH_LIGHTHOUSE_OTHER_RUNS (1): on every
 * other route.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort } from '@minesite/shared/testing/free-port';
import { CHROMIUM_ARGS } from '../playwright.config';
import { startDatabase, type RunningDatabase } from '../tooling/launcher/database';
import { selfSignedCertificate } from '../tooling/launcher/self-signed';
import { serveStatic } from '../tooling/launcher/static-server';
import { adminLogin, logInChrome, logInContext, type AdminSession } from './admin-session';
import {
  BUDGETS,
  checkJs,
  checkLighthouse,
  checkRequests,
  jsBudgetFor,
  repeatedUrls,
  type Breach,
} from './budgets';
import { calibratedSlowdown, calibratedTbtMs } from './cpu-calibration';
import { measureFirstVisit } from './first-visit';
import { medianLighthouse, withChromium, type LighthouseRun } from './lighthouse';
import { startApiSite, startCountedReplica, startReplica, type Replica } from './api-site';
import { reportLoad } from './load-report';
import { builtRoutes, selectRoutes, type BenchRoute } from './routes';
import { putSiteData, withSiteData } from './site-data';
import { isUp } from './site-http';

const repo = path.resolve(import.meta.dirname, '..');
const ports = JSON.parse(
  readFileSync(path.join(repo, 'shared/src/config/site-ports.json'), 'utf8'),
) as Record<string, number>;
const FRONT_ENDS = ['shell', 'mf-shop', 'mf-cloudpower', 'mf-orders', 'mf-content', 'mf-admin'];
const argv = process.argv.slice(2);
const args = new Set(argv);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
/**
 * The production path: HTTPS with HTTP/2 from one origin (the launcher's self-signed
 * certificate, made once under .data/tls); `--http1`, the development path.
 */
const https = !args.has('--http1');
const tls = https ? selfSignedCertificate(path.join(repo, '.data/tls')) : undefined;
const scheme = https ? 'https' : 'http';
const shellOrigin = `${scheme}://localhost:${ports.shell}`;
/** The API as the pages reach it (same host name as the shell: the session cookie's). */
const siteApiBase = `${scheme}://localhost:${ports.services}`;
/**
 * The service itself for the load part, over plain HTTP: on the production path it listens
 * behind the launcher's TLS proxy, on a port the bench gives it (INNER_API_PORT).
 */
const innerApiPort = https ? await freePort() : Number(ports.services);
const apiBase = `http://127.0.0.1:${innerApiPort}`;

/** TBT at the slowdown the run's benchmarkIndex calls for (bench/cpu-calibration.ts). */
const calibrated = (tbtMs: number, benchmarkIndex: number) => {
  const value = calibratedTbtMs(tbtMs, benchmarkIndex);
  const slowdown = calibratedSlowdown(benchmarkIndex);
  return value === undefined ? '—' : `${Math.round(value)} ms (${slowdown!.toFixed(1)}×)`;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number, reference: number) =>
  reference > 0 ? `${(value / reference).toFixed(2)}×` : value > 0 ? '—' : '1.00×';

/** The load test is one client: measure the service, not the per-client limits. */
const BENCH_LIMITS = {
  PUBLIC_WRITE_LIMIT: '1000000',
  PUBLIC_WRITE_GLOBAL_LIMIT: '1000000',
  ORDER_READ_LIMIT: '1000000',
  // Every bench client is one address: its unpaid orders would hit the per-client cap at once.
  OPEN_ORDERS_PER_CLIENT: '10000',
};

interface Site {
  mongoUri?: string;
  stop(): Promise<void>;
}

/** The built site with a throw-away database, or the one already running. */
async function startSite(): Promise<Site> {
  const siteUp = async () =>
    (await isUp(`${siteApiBase}/api/health`, tls?.cert)) && (await isUp(shellOrigin, tls?.cert));
  if (await siteUp()) {
    console.log(`Using the site already running on ${shellOrigin} and :3001.\n`);
    // The load part calls the service itself: behind a running site's TLS proxy it is unknown.
    return { mongoUri: https ? undefined : process.env.MONGODB_URI, stop: async () => {} };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'minesite-bench-db-'));
  const db: RunningDatabase = await startDatabase({ dataDir });
  const site: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'tooling/launcher/start-site.ts', '--test', ...(https ? ['--https'] : [])],
    {
      cwd: repo,
      stdio: 'ignore',
      env: {
        ...process.env,
        MONGODB_URI: db.uri,
        LOG_LEVEL: 'error',
        ...BENCH_LIMITS,
        INNER_API_PORT: String(innerApiPort),
      },
    },
  );
  const stop = async () => {
    if (site.exitCode === null) {
      await new Promise<void>((resolve) => {
        site.once('exit', () => resolve());
        site.kill('SIGTERM');
      });
    }
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; !(await siteUp()); i++) {
    if (i > 240 || site.exitCode !== null) {
      await stop();
      throw new Error('the site did not start (are ports 3000–3006 free?)');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { mongoUri: db.uri, stop };
}

interface PageRow {
  route: string;
  landedOn?: string;
  noHeading: boolean;
  requests: number;
  /** Addresses asked for more than once. */
  repeated: string[];
  scripts: number;
  js: number;
  remoteJs: number;
  /** The HTML's boot script (shell/src/boot), as sent. */
  bootJs: number;
  scriptList: { url: string; bytes: number }[];
}

async function firstVisits(routes: BenchRoute[], admin?: AdminSession): Promise<PageRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const rows: PageRow[] = [];
    for (const { route, url, admin: needsLogin } of routes) {
      const visit = await measureFirstVisit(browser, shellOrigin, url, {
        prepare: needsLogin && admin ? (context) => logInContext(context, admin) : undefined,
        ignoreHTTPSErrors: https,
      });
      const scripts = visit.requests.filter((r) => r.type === 'Script');
      // A remote's files: on its own origin, or under its prefix on the shell's (one origin).
      const remote = scripts.filter(
        (r) => !r.url.startsWith(`${shellOrigin}/`) || new URL(r.url).pathname.startsWith('/r/'),
      );
      rows.push({
        route,
        // An admin page that sends the logged-in bench elsewhere (its guard, or a broken page).
        landedOn: needsLogin && visit.finalPath !== url ? visit.finalPath : undefined,
        noHeading: visit.noHeading,
        requests: visit.requests.length,
        repeated: repeatedUrls(visit.requests.map((r) => r.url)),
        scripts: scripts.length,
        js: scripts.reduce((n, r) => n + r.bytes, 0),
        remoteJs: remote.reduce((n, r) => n + r.bytes, 0),
        bootJs: scripts
          .filter((r) => /^\/boot\.[0-9a-f]+\.js$/.test(new URL(r.url).pathname))
          .reduce((n, r) => n + r.bytes, 0),
        scriptList: scripts.map((r) => ({ url: r.url, bytes: r.bytes })),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse runs per core route, of which the median is shown (BENCH_LIGHTHOUSE_RUNS): three
 * by default, five for a figure to compare builds by (Lighthouse's variability guide; on this
 * machine single runs of one build spread over about 0.2 s of LCP, and a median of three still
 * moved by 0.1 s between runs of the bench). Every other route gets BENCH_LIGHTHOUSE_OTHER_RUNS
 * (one by default: about 50 routes at 15–20 s a run on two cores).
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const OTHER_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_OTHER_RUNS ?? 1));

type PageResult =
  { route: string; runs: number; run: LighthouseRun } | { route: string; error: string };

async function lighthouseRuns(referenceUrl: string, routes: BenchRoute[], admin?: AdminSession) {
  return withChromium(
    async (port) => {
      const reference = await medianLighthouse(port, referenceUrl, LIGHTHOUSE_RUNS);
      const pages: PageResult[] = [];
      // Visitor routes first, then the admin ones with the session cookie in the browser.
      const ordered = [...routes.filter((r) => !r.admin), ...routes.filter((r) => r.admin)];
      let loggedIn = false;
      for (const r of ordered) {
        if (r.admin && !loggedIn && admin) {
          await logInChrome(port, admin, shellOrigin);
          loggedIn = true;
        }
        const runs = r.core ? LIGHTHOUSE_RUNS : OTHER_RUNS;
        try {
          const run = await medianLighthouse(port, `${shellOrigin}${r.url}`, runs);
          const landed = new URL(run.finalUrl).pathname;
          if (r.admin && landed !== r.url) throw new Error(`not logged in: ended on ${landed}`);
          pages.push({ route: r.route, runs, run });
        } catch (error) {
          pages.push({
            route: r.route,
            error: error instanceof Error ? error.message : String(error),
          });
        }
        console.log(`  Lighthouse: ${r.route} done (${pages.length}/${ordered.length})`);
      }
      return { reference, pages };
    },
    https ? ['--ignore-certificate-errors'] : [],
  );
}

/**
 * `--api`: the service alone (bench/api-site.ts), no build and no browser: the load part, the
 * service measured apart from the TLS proxy in front of it.
 */
async function apiOnly() {
  const certificate = tls ?? selfSignedCertificate(path.join(repo, '.data/tls'));
  const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...BENCH_LIMITS };
  const site = await startApiSite(repo, certificate, env);
  try {
    const breaches = await reportLoad({
      apiBase: site.apiBase,
      proxiedBase: site.proxiedBase,
      counted: site.counted,
      mongoUri: site.mongoUri,
      seconds: loadSeconds,
      env: { ...env, TRUST_PROXY: 'true' },
      ca: certificate.cert,
      crowdReplica: () => site.replica({ LOG_LEVEL: env.LOG_LEVEL }),
    });
    report(breaches);
  } finally {
    await site.stop();
  }
}

/** The load part on the full site: its replica, and two more on its database (counted, crowd). */
async function loadOfTheSite(mongoUri: string) {
  const env = { LOG_LEVEL: 'error', ...BENCH_LIMITS };
  const counted = await startCountedReplica(repo, mongoUri, env);
  const extra: Replica[] = [counted];
  try {
    return await reportLoad({
      apiBase,
      proxiedBase: https ? siteApiBase : undefined,
      counted,
      mongoUri,
      seconds: loadSeconds,
      env: { ...env, TRUST_PROXY: String(https) },
      ca: tls?.cert,
      crowdReplica: async () => {
        const replica = await startReplica(repo, mongoUri, { LOG_LEVEL: 'error' });
        extra.push(replica);
        return replica;
      },
    });
  } finally {
    for (const replica of extra) await replica.stop();
  }
}

async function main() {
  printMachine();
  if (args.has('--api')) return apiOnly();
  const missing = FRONT_ENDS.filter((dir) => !existsSync(path.join(repo, dir, 'dist')));
  if (missing.length > 0)
    throw new Error(`build first (npm run build): no dist in ${missing.join(', ')}`);

  const breaches: Breach[] = [];
  let routes = selectRoutes(builtRoutes(repo), argv);
  console.log(
    `Routes: ${routes.length} (${routes.filter((r) => r.admin).length} admin, after a login)` +
      (https
        ? ', over HTTPS with HTTP/2 from one origin (the production path)\n'
        : ', over HTTP/1.1 from seven origins (the development path, `npm start`)\n'),
  );
  const site = await startSite();
  const referencePort = await freePort();
  const reference = await serveStatic({
    dir: path.join(import.meta.dirname, 'reference'),
    port: referencePort,
    host: '127.0.0.1',
    tls: tls ? { cert: tls.cert, key: readFileSync(tls.keyFile) } : undefined,
  });
  try {
    // An order, a lead and a consultation, as a site in use has them (bench/site-data.ts).
    const data = args.has('--empty')
      ? undefined
      : await putSiteData({ apiBase: siteApiBase, origin: shellOrigin, ca: tls?.cert });
    if (data) {
      routes = withSiteData(routes, data);
      console.log(`Put in first: order ${data.orderId}, a contact lead, a power consultation.\n`);
    }
    const admin = routes.some((r) => r.admin)
      ? await adminLogin({ apiBase: siteApiBase, origin: shellOrigin, ca: tls?.cert })
      : undefined;
    const pages = await firstVisits(routes, admin);
    console.log('First visit (a fresh phone, compressed sizes as sent)');
    console.table(
      pages.map((p) => ({
        page: p.route,
        requests: p.requests,
        'asked twice': p.repeated.length,
        scripts: p.scripts,
        JavaScript: kb(p.js),
        "remote's own": kb(p.remoteJs),
        'boot script': kb(p.bootJs),
        ...(p.noHeading ? { note: 'no main h1 shown' } : {}),
        ...(p.landedOn ? { note: `ended on ${p.landedOn}` } : {}),
      })),
    );
    console.log(
      `Budgets: ${kb(BUDGETS.firstVisitJsBytes)} of JavaScript per page (the boot script ` +
        `included), ${kb(BUDGETS.remoteJsBytes)} of it the remote's own; ` +
        `${BUDGETS.firstVisitRequests} requests, no address asked for twice` +
        `${pages.some((p) => jsBudgetFor(p.route).firstVisitJsBytes !== BUDGETS.firstVisitJsBytes) ? ' (some routes have their own: bench/budgets.ts)' : ''}.\n`,
    );
    for (const p of pages) {
      if (p.landedOn) {
        breaches.push({
          route: p.route,
          what: 'admin page after login',
          measured: `ended on ${p.landedOn}`,
          budget: 'the page itself',
        });
      }
      breaches.push(...checkJs(p.route, p.js, p.remoteJs));
      breaches.push(...checkRequests(p.route, p.requests, p.repeated));
    }
    if (args.has('--scripts')) {
      for (const p of pages) {
        console.log(`Scripts of ${p.route}, largest first`);
        console.table(
          [...p.scriptList]
            .sort((a, b) => b.bytes - a.bytes)
            .map((s) => ({
              script: s.url.replace(/^https?:\/\/localhost:/, ':'),
              size: kb(s.bytes),
            })),
        );
      }
    }

    if (!args.has('--no-lighthouse')) {
      const lh = await lighthouseRuns(
        `${scheme}://127.0.0.1:${referencePort}/index.html`,
        routes,
        admin,
      );
      const ref = lh.reference;
      console.log(
        `Lighthouse 13, mobile, simulated throttling: the median of ${LIGHTHOUSE_RUNS} runs on ` +
          `each core route, ${OTHER_RUNS} on the others (ratio: page ÷ static reference; ` +
          'protocol: what the document came over)',
      );
      const measured = lh.pages.flatMap((p) => ('run' in p ? [p] : []));
      console.table([
        {
          page: 'reference (bench/reference)',
          runs: LIGHTHOUSE_RUNS,
          protocol: ref.protocol,
          score: ref.score,
          a11y: ref.accessibility,
          LCP: ms(ref.lcpMs),
          TBT: ms(ref.tbtMs),
          'TBT calibrated': calibrated(ref.tbtMs, ref.benchmarkIndex),
          benchmarkIndex: Math.round(ref.benchmarkIndex),
          CLS: ref.cls.toFixed(3),
          FCP: ms(ref.fcpMs),
        },
        ...measured.map(({ route, runs, run }) => ({
          page: route,
          runs,
          protocol: run.protocol,
          score: `${run.score} (${ratio(run.score, ref.score)})`,
          a11y: run.accessibility,
          LCP: `${ms(run.lcpMs)} (${ratio(run.lcpMs, ref.lcpMs)})`,
          TBT: `${ms(run.tbtMs)} (${ratio(run.tbtMs, ref.tbtMs)})`,
          'TBT calibrated': calibrated(run.tbtMs, run.benchmarkIndex),
          benchmarkIndex: Math.round(run.benchmarkIndex),
          CLS: run.cls.toFixed(3),
          FCP: `${ms(run.fcpMs)} (${ratio(run.fcpMs, ref.fcpMs)})`,
        })),
      ]);
      console.log(
        `Budgets: score ≥ ${BUDGETS.performanceScore}, LCP ≤ ${BUDGETS.largestContentfulPaintMs} ms, ` +
          `TBT ≤ ${BUDGETS.totalBlockingTimeMs} ms, CLS ≤ ${BUDGETS.cumulativeLayoutShift}, ` +
          `accessibility ≥ ${BUDGETS.accessibilityScore}.\n`,
      );
      for (const { route, run } of measured) breaches.push(...checkLighthouse(route, run));
      for (const p of lh.pages) {
        if ('error' in p) {
          breaches.push({
            route: p.route,
            what: 'Lighthouse run',
            measured: p.error,
            budget: 'a result',
          });
        }
      }
      const a11yFailures = measured.filter(({ run }) => run.failedA11y.length > 0);
      if (a11yFailures.length > 0) {
        console.log('Failed accessibility audits (Lighthouse ids)');
        console.table(
          a11yFailures.map(({ route, run }) => ({
            page: route,
            failed: run.failedA11y.join(', '),
          })),
        );
      }
      if (args.has('--scripts')) {
        console.log(
          'Where the time goes (largest contentful element; main-thread time per script; the ' +
            'requests the simulated largest paint waited for last)',
        );
        console.table(
          measured.map(({ route, run }) => ({
            page: route,
            'LCP element': run.lcpElement,
            'busiest scripts': run.busiestScripts
              .map((s) => `${s.url.replace(/^https?:\/\/localhost:/, ':')} ${ms(s.cpuMs)}`)
              .join(', '),
            'last to arrive (simulated)': run.lastBeforeLcp
              .map(
                (r) =>
                  `${r.url.replace(/^https?:\/\/(?:localhost|127\.0\.0\.1):/, ':')} ${kb(r.bytes)} ` +
                  `${ms(r.startMs)}–${ms(r.endMs)}`,
              )
              .join(', '),
          })),
        );
      }
    }

    if (!args.has('--no-load')) {
      if (!site.mongoUri) {
        console.log(
          https
            ? 'Load: skipped on a running site over HTTPS (its service is behind the TLS proxy; run the bench with no site running, or with --http1).\n'
            : 'Load: skipped (set MONGODB_URI to the running site’s database to compare).\n',
        );
      } else {
        breaches.push(...(await loadOfTheSite(site.mongoUri)));
      }
    }
  } finally {
    await reference.close();
    await site.stop();
  }

  report(breaches);
}

function printMachine() {
  const cpu = cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at start\n`,
  );
}

function report(breaches: Breach[]) {
  if (breaches.length > 0) {
    console.log('Over budget:');
    console.table(breaches);
    const byRoute = new Map<string, string[]>();
    for (const b of breaches) byRoute.set(b.route, [...(byRoute.get(b.route) ?? []), b.what]);
    console.log(`${byRoute.size} route(s) over budget:`);
    for (const [route, what] of byRoute)
      console.log(`  ${route}: ${[...new Set(what)].join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every budget holds.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
