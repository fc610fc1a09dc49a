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
 *      driver, in alternating slices: POST /api/orders, GET /api/products (filtered, paged),
 *      GET /api/orders/{id}, GET /api/market.
 *
 * It starts the site from the built folders with a throw-away database (the launcher's
 * `--test` mode) on a free block of ports of its own (no lock needed beside other sites), or
 * uses the one running on the block SITE_PORT_BASE names (then the load part needs that
 * site's MONGODB_URI). It measures the production path: the site over HTTPS with HTTP/2 from
 * one origin, the remotes and the API under the shell's, as compose's web server and
 * `npm start -- --https` serve it (the load part then calls the service behind the TLS proxy,
 * on the bench's INNER_API_PORT). `--http1` measures the development path instead: plain
 * HTTP/1.1 from seven origins, as `npm start` serves it. Options: `--routes /a,/b` (those
 * routes only), `--core` (the five core routes), `--no-lighthouse`, `--no-load`, `--scripts`
 * (each script per page), `--empty` (no order, lead or consultation put in first:
 * bench/site-data.ts). BENCH_LOAD_SECONDS (8); BENCH_LIGHTHOUSE_RUNS (5): Lighthouse runs on
 * each core route, of which the median is shown; BENCH_LIGHTHOUSE_OTHER_RUNS (1): on every
 * other route; BENCH_LHR_DIR: a folder to write each Lighthouse report to (JSON).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@minesite/shared/testing/free-port';
import { serveStatic } from '../tooling/launcher/static-server';
import { adminLogin } from './admin-session';
import type { Breach } from './budgets';
import { reportFirstVisits } from './first-visit-report';
import { firstVisits } from './first-visits';
import { startSite } from './full-site';
import { reportLighthouse } from './lighthouse-report';
import { lighthouseRuns } from './lighthouse-runs';
import { args, argv, https, repo, scheme, shellOrigin, siteApiBase, tls } from './options';
import { builtRoutes, selectRoutes } from './routes';
import { putSiteData, withSiteData } from './site-data';
import { apiOnly, loadOfTheSite } from './site-load';
import { printMachine, report } from './summary';

const FRONT_ENDS = ['shell', 'mf-shop', 'mf-cloudpower', 'mf-orders', 'mf-content', 'mf-admin'];
const scripts = args.has('--scripts');

async function main() {
  printMachine();
  if (args.has('--api')) return report(await apiOnly());
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
    breaches.push(...reportFirstVisits(await firstVisits(routes, admin), { scripts }));

    if (!args.has('--no-lighthouse')) {
      const referenceUrl = `${scheme}://127.0.0.1:${referencePort}/index.html`;
      breaches.push(
        ...reportLighthouse(await lighthouseRuns(referenceUrl, routes, admin), { scripts }),
      );
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
