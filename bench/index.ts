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
import { measureFirstVisit } from './first-visit';
import { medianLighthouse, withChromium, type LighthouseRun } from './lighthouse';
import { AIM, baselineLatencyMs, measureLoad, CONNECTIONS, MEMORY_READS } from './load';
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

/** Below this, the driver's own loop is the bottleneck, not the service. */
const SLOW_DATABASE_PER_SECOND = 200;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number, reference: number) =>
  reference > 0 ? `${(value / reference).toFixed(2)}×` : value > 0 ? '—' : '1.00×';

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
        // The load test is one client: measure the service, not the write limits.
        PUBLIC_WRITE_LIMIT: '1000000',
        PUBLIC_WRITE_GLOBAL_LIMIT: '1000000',
        ORDER_READ_LIMIT: '1000000',
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

async function main() {
  const missing = FRONT_ENDS.filter((dir) => !existsSync(path.join(repo, dir, 'dist')));
  if (missing.length > 0)
    throw new Error(`build first (npm run build): no dist in ${missing.join(', ')}`);

  const cpu = cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at start\n`,
  );
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
        const rows = await measureLoad({
          apiBase,
          mongoUri: site.mongoUri,
          dbName: process.env.MONGODB_DB ?? 'minesite',
          seconds: loadSeconds,
        });
        console.log(
          `The service at ${CONNECTIONS} concurrent clients, ${loadSeconds} s each (ratio: API ÷ driver)`,
        );
        console.table(
          rows.map((r) => ({
            call: r.call,
            'API /s': Math.round(r.api.perSecond),
            'API p99': ms(r.api.p99Ms),
            'driver /s': Math.round(r.raw.perSecond),
            'driver p99': ms(r.raw.p99Ms),
            ratio: `${Math.round((r.api.perSecond / r.raw.perSecond) * 100)}%`,
            errors: r.api.errors,
          })),
        );
        console.log(
          `Budget of the reads served from memory (${MEMORY_READS.calls.join(', ')}): ` +
            `≥ ${MEMORY_READS.perSecond}/s with p99 < ${MEMORY_READS.p99Ms} ms.\n`,
        );
        for (const r of rows.filter((row) =>
          (MEMORY_READS.calls as readonly string[]).includes(row.call),
        )) {
          if (r.api.perSecond < MEMORY_READS.perSecond || r.api.p99Ms >= MEMORY_READS.p99Ms) {
            breaches.push({
              route: r.call,
              what: 'load at 50 clients',
              measured: `${Math.round(r.api.perSecond)}/s, p99 ${ms(r.api.p99Ms)}`,
              budget: `≥ ${MEMORY_READS.perSecond}/s, p99 < ${MEMORY_READS.p99Ms} ms`,
            });
          }
        }
        const low = rows.filter(
          (r) =>
            r.api.perSecond / r.raw.perSecond < AIM &&
            !(MEMORY_READS.calls as readonly string[]).includes(r.call),
        );
        if (low.length > 0) {
          const baseline = await baselineLatencyMs(apiBase);
          console.log(`Where the time goes (calls below ${AIM * 100}% of the driver):`);
          console.log(
            `  HTTP and the app alone (GET /api/health, one client): ${baseline.toFixed(1)} ms a call`,
          );
          for (const r of low) {
            const ops = r.dbOpsPerCall
              ? Object.entries(r.dbOpsPerCall)
                  .map(([op, n]) => `${n} ${op}`)
                  .join(', ')
              : 'not reported by this database server';
            console.log(
              `  ${r.call}: database operations per call: ${ops}; the driver does it in 1–2`,
            );
            if (r.sameWrites) {
              console.log(
                `  ${r.call}: the driver doing the same writes (${r.sameWrites.writes}, with the ` +
                  `same indexes): ${Math.round(r.sameWrites.perSecond)}/s, ` +
                  `${Math.round((r.sameWrites.perSecond / r.raw.perSecond) * 100)}% of the raw ` +
                  'inserts (the most this call can reach); the service reaches ' +
                  `${Math.round((r.api.perSecond / r.sameWrites.perSecond) * 100)}% of that`,
              );
              console.log(
                `  ${r.call}: the order's insert alone, indexed as the orders are: ` +
                  `${Math.round(r.sameWrites.orderAlonePerSecond)}/s, ` +
                  `${Math.round((r.sameWrites.orderAlonePerSecond / r.raw.perSecond) * 100)}% of ` +
                  'the raw inserts (into a collection with no index but _id)',
              );
            }
            if (r.raw.perSecond < SLOW_DATABASE_PER_SECOND) {
              console.log(
                `  ${r.call}: the database itself does the same read at ${Math.round(r.raw.perSecond)}/s ` +
                  '(FerretDB v1 serves only `_id` lookups from an index; any other filter reads the ' +
                  'whole collection, so this slows as the collection grows)',
              );
            }
          }
          console.log('');
        }
      }
    }
  } finally {
    await reference.close();
    await site.stop();
  }

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
