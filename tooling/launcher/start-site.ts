/**
 * Starts the whole site from built folders: the database (unless MONGODB_URI is set), the
 * service on 3001, the shell and the five remotes each on its own port, as separate
 * deployments would be (SITE_PORT_BASE moves them all to a block of its own: site-ports.mjs).
 * `npm start` runs this after installing and building;
 * `--test` uses a throw-away database, quiet logs and local fakes of the chains (the USDT rails
 * on) and rates (Playwright starts it that way);
 * `--static-only` serves only the built front ends (against an API running elsewhere);
 * `--https` serves every port over HTTPS with HTTP/2, with a self-signed certificate made once
 * under .data/tls/ (the API behind a TLS proxy, as in production: https-proxy.ts), and the
 * whole site from the shell's origin too, as production does (one-origin.ts): the remotes
 * under `/r/<package>/`, the API under `/api/`, and a site-config.json that names them there;
 * INNER_API_PORT then names the port the API itself listens on behind the proxy (a free one by
 * default; the bench measures the service there).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@minesite/shared/testing/free-port';
import { startFakeChain } from '../fake-chain/fake-chain.js';
import { startFakeRates } from '../fake-chain/fake-rates.js';
import { answersOk, startServiceProcess } from '../process/service-process.js';
import { frontEndHeaders } from './front-end-headers.js';
import { localPaymentAccount, newPaymentAccount, paymentEnv } from './payment-account.js';
import { tokenAccountEnv } from './token-accounts.js';
import { publishedSiteDir, releasesRoot, remoteReleasesDir } from '../release/releases.js';
import { forwardToService, startHttpsProxy } from './https-proxy.js';
import { oneOriginConfigHandler, remotePrefix } from './one-origin.js';
import { selfSignedCertificate } from './self-signed.js';
import { movePorts, servedSiteConfig, type SiteConfigFile } from './served-site-config.js';
import { portMoves, siteAddresses, sitePorts } from './site-ports.mjs';
import { serveStatic, type StaticServer } from './static-server.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The usual ports, or the block SITE_PORT_BASE names (npm test's site, beside a running one).
const ports: Record<string, number> = { ...sitePorts(process.env) };
const moves = portMoves(process.env);
const moved = Object.keys(moves).length > 0;
/** site-config.json names the usual ports: on others, the shell answers it moved there. */
const servedConfig = <T extends SiteConfigFile>(config: T) => movePorts(config, moves);
/** The shell and every remote its site-config.json names (`mf_shop` in folder `mf-shop`). */
const FRONTENDS: Record<string, string> = {
  shell: 'shell',
  ...Object.fromEntries(
    Object.keys(
      (
        JSON.parse(readFileSync(path.join(repo, 'shell/public/site-config.json'), 'utf8')) as {
          remotes: Record<string, string>;
        }
      ).remotes,
    ).map((name) => [name, name.replaceAll('_', '-')]),
  ),
};

const testMode = process.argv.includes('--test');
// Only the front-end folders (the API runs apart).
const staticOnly = process.argv.includes('--static-only');
// HTTPS with HTTP/2 on every port: the certificate is made once and kept (git-ignored).
const tls = process.argv.includes('--https')
  ? (() => {
      const made = selfSignedCertificate(path.join(repo, '.data/tls'));
      return {
        cert: readFileSync(made.certFile),
        key: readFileSync(made.keyFile),
        certFile: made.certFile,
      };
    })()
  : undefined;
const scheme = tls ? 'https' : 'http';
const cleanups: (() => Promise<void> | void)[] = [];
let stopping = false;
/** The service's own port (behind the TLS proxy over `--https`); unset with `--static-only`. */
let servicePort: number | undefined;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function serveFrontends() {
  const servers: StaticServer[] = [];
  // One policy for every front end: the remotes and the API the shell's config names.
  const headers = frontEndHeaders({
    siteConfigFile: path.join(repo, 'shell/dist/site-config.json'),
    served: servedConfig,
  });
  // Releases of single remotes (npm run release): each remote serves its release folders
  // under /releases/, the shell the published site-config.json before its own.
  const releases = releasesRoot(repo);
  const remoteLayers = (dir: string, prefix: string) => [
    { prefix: `${prefix}releases/`, dir: remoteReleasesDir(releases, dir) },
  ];
  for (const [name, dir] of Object.entries(FRONTENDS)) {
    const port = ports[name];
    if (!port) throw new Error(`no port for ${name}`);
    const shell = name === 'shell';
    servers.push(
      await serveStatic({
        dir: path.join(repo, dir, 'dist'),
        port,
        spa: shell,
        headers,
        tls,
        layers: shell
          ? [
              ...(tls ? oneOriginLayers(remoteLayers) : []),
              { prefix: '/', dir: publishedSiteDir(releases) },
            ]
          : remoteLayers(dir, '/'),
        handlers: shell ? shellHandlers(releases) : undefined,
        filesOnlyUnder: shell && tls ? ['/r/'] : undefined,
      }),
    );
  }
  cleanups.push(() => Promise.all(servers.map((s) => s.close())).then(() => undefined));
}

/** Over `--https`, each remote's folders on the shell's origin too, under its prefix. */
function oneOriginLayers(
  remoteLayers: (dir: string, prefix: string) => { prefix: string; dir: string }[],
) {
  return Object.entries(FRONTENDS)
    .filter(([name]) => name !== 'shell')
    .flatMap(([, dir]) => [
      ...remoteLayers(dir, remotePrefix(dir)),
      { prefix: remotePrefix(dir), dir: path.join(repo, dir, 'dist') },
    ]);
}

/** The shell's site-config.json (published, else its own), as `serveFrontends` serves it. */
const siteConfigFiles = (releases: string) => [
  path.join(publishedSiteDir(releases), 'site-config.json'),
  path.join(repo, 'shell/dist/site-config.json'),
];

/** The shell's handlers: over `--https` the one origin's, on moved ports the moved config. */
function shellHandlers(releases: string) {
  if (tls) return oneOriginHandlers(releases);
  if (!moved) return undefined;
  return [
    {
      prefix: '/site-config.json',
      handle: servedSiteConfig(siteConfigFiles(releases), servedConfig),
    },
  ];
}

/** Over `--https`, the shell's origin answers the API's paths and a one-origin site config. */
function oneOriginHandlers(releases: string) {
  const remoteDirs = Object.fromEntries(
    Object.entries(FRONTENDS)
      .filter(([name]) => name !== 'shell')
      .map(([name, dir]) => [ports[name], dir]),
  );
  const config = oneOriginConfigHandler(
    siteConfigFiles(releases),
    { apiPort: Number(ports.services), remoteDirs },
    servedConfig,
  );
  const handlers = [{ prefix: '/site-config.json', handle: config }];
  if (servicePort !== undefined) {
    const forward = forwardToService(servicePort, Number(ports.shell));
    cleanups.push(() => forward.close());
    handlers.push({ prefix: '/api/', handle: forward });
  }
  return handlers;
}

/** The site's own database: a throw-away one in --test mode, else the one in `.data/db`. */
async function startOwnDatabase(): Promise<string> {
  // Loaded here, so that `--static-only` needs no database driver.
  const { startDatabase } = await import('./database.js');
  const dataDir = testMode
    ? mkdtempSync(path.join(tmpdir(), 'minesite-db-'))
    : path.join(repo, '.data/db');
  const db = await startDatabase({ dataDir, log: (line) => console.log(`[db] ${line}`) });
  cleanups.push(async () => {
    await db.stop();
    if (testMode) rmSync(dataDir, { recursive: true, force: true });
  });
  return db.uri;
}

async function startServices() {
  // Journeys never reach the internet: in --test mode fakes of the chains and the rate provider
  // run beside the service on their ports, started while the database starts.
  const [mongoUri, fakes] = await Promise.all([
    process.env.MONGODB_URI ?? startOwnDatabase(),
    testMode ? startFakes() : {},
  ]);

  // Over HTTPS the service listens on a port of its own, behind the TLS proxy on 3001.
  servicePort = tls
    ? Number(process.env.INNER_API_PORT ?? (await freePort()))
    : Number(ports.services);
  const service = startServiceProcess(
    process.execPath,
    // instrument.js first: it starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set.
    [
      '--import',
      path.join(repo, 'services/dist/instrument.js'),
      path.join(repo, 'services/dist/main.js'),
    ],
    {
      env: {
        ...process.env,
        MONGODB_URI: mongoUri,
        PORT: String(servicePort),
        ...(moved && !tls ? movedSite(process.env) : {}),
        ...(tls ? behindTlsProxy(process.env) : {}),
        LOG_LEVEL: process.env.LOG_LEVEL ?? (testMode ? 'warn' : 'info'),
        MINESITE_LAUNCHED: crypto.randomUUID(), // the local default password works here only
        ...fakes,
        // Where orders are paid: the local regtest account (a fresh one in --test mode), unless
        // the developer set PAYMENT_ACCOUNT_XPUB or PAYMENT_ADDRESS.
        ...paymentEnv(process.env, () =>
          testMode
            ? newPaymentAccount()
            : localPaymentAccount(path.join(repo, '.data/payment-account.json')),
        ),
        // The journeys (and the API fuzz) place and read many orders and leads from one address.
        ...(testMode
          ? {
              PUBLIC_WRITE_LIMIT: process.env.PUBLIC_WRITE_LIMIT ?? '100000',
              PUBLIC_WRITE_GLOBAL_LIMIT: process.env.PUBLIC_WRITE_GLOBAL_LIMIT ?? '100000',
              ORDER_READ_LIMIT: process.env.ORDER_READ_LIMIT ?? '100000',
              ORDER_MISS_LIMIT: process.env.ORDER_MISS_LIMIT ?? '100000',
              OPEN_ORDERS_PER_CLIENT: process.env.OPEN_ORDERS_PER_CLIENT ?? '10000',
              // Every journey's failed logins come from that one address too: left at 20 per
              // 15 minutes, a few runs of the login-limit journey (5 failures each, refused by
              // the limit per address and username, which stays) lock the operator's later
              // logins out of the site for the rest of the window.
              LOGIN_MAX_FAILURES_PER_CLIENT: process.env.LOGIN_MAX_FAILURES_PER_CLIENT ?? '10000',
              // E-mails go to the local SMTP server a journey starts on 3025 when it reads them
              // (mf-orders/e2e/order-email.spec.ts); otherwise they fail and retry, quietly.
              SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${ports.smtp}`,
              NOTIFY_EMAIL: process.env.NOTIFY_EMAIL ?? 'ops@example.test',
            }
          : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  cleanups.push(service.stop);
  service.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`the service stopped (exit ${code}); stopping the site`);
      void stopAll(1);
    }
  });
  await service.healthy({
    isUp: answersOk(`http://127.0.0.1:${servicePort}/api/health`),
    // Two minutes, as the bench waits for a replica: with both cores of a two-core machine
    // busy, the service (its indexes and seeds on FerretDB first) answered after 27 s, and
    // once after more than the 30 s allowed here before. One that fails ends the wait (exits).
    attempts: 480,
    name: 'the service',
  });
  if (tls) {
    const proxy = await startHttpsProxy({
      port: Number(ports.services),
      targetPort: servicePort,
      tls,
    });
    cleanups.push(() => proxy.close());
  }
}

/** The service of a site on moved ports: its pages' origins and its address in e-mails. */
function movedSite(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    CORS_ORIGINS: env.CORS_ORIGINS ?? frontEndOrigins('http').join(','),
    SITE_URL: env.SITE_URL ?? siteAddresses(env).site,
  };
}

/** The origins of the shell and every remote, by both local names. */
function frontEndOrigins(scheme: string) {
  return Object.entries(ports)
    .filter(([name]) => name === 'shell' || name.startsWith('mf_'))
    .flatMap(([, port]) => [`${scheme}://localhost:${port}`, `${scheme}://127.0.0.1:${port}`]);
}

/**
 * The service behind the launcher's TLS proxy: it trusts that one hop's X-Forwarded-Proto and
 * X-Forwarded-For, and the site's pages come from its https origins. Trusting a proxy requires a
 * metrics token (a local one, unless set).
 */
function behindTlsProxy(env: NodeJS.ProcessEnv): Record<string, string> {
  const origins = frontEndOrigins('https');
  return {
    TRUST_PROXY: 'true',
    TRUST_PROXY_HOPS: '1',
    COOKIE_SECURE: 'auto',
    CORS_ORIGINS: env.CORS_ORIGINS ?? origins.join(','),
    METRICS_TOKEN: env.METRICS_TOKEN ?? crypto.randomUUID(),
  };
}

/**
 * The fakes' addresses for the service: the chain (polled every 2 s, so that a journey sees a
 * payment move the page soon) and the rates, which answer usd and eur and 404 the market's
 * calls (the market page keeps its stored snapshot); and the USDT rails' chains, turned on with
 * a fresh account each: a local Ethereum node with a USDT-like token deployed on it, and a fake
 * TronGrid API whose transfers are of the main network's USDT (the rail's default token). Two
 * confirmations on Ethereum and one on TRON: a journey sees a transfer found, then paid.
 */
async function startFakes(): Promise<Record<string, string>> {
  const [chain, rates, tron, ethereum] = await Promise.all([
    startFakeChain({ port: ports.fakeChain }),
    startFakeRates({ port: ports.fakeRates }),
    import('../fake-tron/fake-tron.js').then((fake) =>
      fake.startFakeTron({ port: ports.fakeTron }),
    ),
    startEthereumWithUsdt(),
  ]);
  cleanups.push(
    () => chain.close(),
    () => rates.close(),
    () => tron.close(),
  );
  return {
    CHAIN_API_URL: chain.url,
    // Every 2 s: a journey sees a payment within a few seconds either way, and on FerretDB v1
    // each sweep reads every order the run has placed (a 150-order site at one sweep a second
    // kept 45% of a core busy, idle, on the 2-core machine; half that at one in two seconds).
    CHAIN_POLL_SECONDS: '2',
    // The chains are local: no pacing to a public API's 5 calls a second, which could hold a
    // journey's payment claim behind the watcher's sweep of every order placed so far.
    CHAIN_API_MAX_RPS: process.env.CHAIN_API_MAX_RPS ?? '1000',
    MARKET_PROVIDER_URL: rates.url,
    ...tokenAccountEnv(process.env),
    TRON_API_URL: tron.url,
    TRON_CONFIRMATIONS: '1',
    ETH_RPC_URL: ethereum.url,
    ETH_USDT_CONTRACT: ethereum.usdt,
    ETH_CONFIRMATIONS: '2',
  };
}

/** The local Ethereum node on its port with the USDT-like token deployed (its time logged). */
async function startEthereumWithUsdt() {
  const started = performance.now();
  const { startLocalEthereum } = await import('../local-ethereum/local-ethereum.js');
  const node = await startLocalEthereum({ port: ports.ethereumNode });
  cleanups.push(() => node.close());
  const usdt = await node.deployToken('USDT');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[ethereum] local node with USDT at ${usdt} ready in ${seconds}s`);
  return { url: node.url, usdt };
}

async function main() {
  if (!staticOnly) await startServices();
  await serveFrontends();

  console.log(`
  The site is running. Open ${scheme}://localhost:${ports.shell}
  API:      ${scheme}://localhost:${ports.services}/api/health
  Remotes:  ${Object.keys(FRONTENDS)
    .filter((n) => n !== 'shell')
    .map((n) => `${n} :${ports[n]}`)
    .join(', ')}
  Stop with Ctrl+C.
`);
  if (tls) {
    console.log(`  HTTPS with HTTP/2, a self-signed certificate (${path.relative(repo, tls.certFile)}):
  the browser warns until you trust it (or accept the warning once on each port, ${ports.shell}-${ports.mf_admin}).
`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
