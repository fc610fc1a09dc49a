/**
 * Starts the whole site from built folders: the database (unless MONGODB_URI is set), the
 * service on 3001, the shell and the five remotes each on its own port, as separate
 * deployments would be. `npm start` runs this after installing and building;
 * `--test` uses a throw-away database and quiet logs (Playwright starts it that way);
 * `--static-only` serves only the built front ends (against an API running elsewhere).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeChain } from '../fake-chain/fake-chain.js';
import { startFakeRates } from '../fake-chain/fake-rates.js';
import { frontEndHeaders } from './front-end-headers.js';
import { localPaymentAccount, newPaymentAccount, paymentEnv } from './payment-account.js';
import { publishedSiteDir, releasesRoot, remoteReleasesDir } from '../release/releases.js';
import { serveStatic, type StaticServer } from './static-server.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ports = JSON.parse(
  readFileSync(path.join(repo, 'shared/src/config/site-ports.json'), 'utf8'),
) as Record<string, number>;
const FRONTENDS: Record<string, string> = {
  shell: 'shell',
  mf_shop: 'mf-shop',
  mf_cloudpower: 'mf-cloudpower',
  mf_orders: 'mf-orders',
  mf_content: 'mf-content',
  mf_admin: 'mf-admin',
};

const testMode = process.argv.includes('--test');
// Only the front-end folders (the API runs apart).
const staticOnly = process.argv.includes('--static-only');
const cleanups: (() => Promise<void> | void)[] = [];
let stopping = false;

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

async function waitForHealth(url: string, service: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (service.exitCode !== null) throw new Error(`the service exited with ${service.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the service did not answer ${url}`);
}

async function serveFrontends() {
  const servers: StaticServer[] = [];
  // One policy for every front end: the remotes and the API the shell's config names.
  const headers = frontEndHeaders({
    siteConfigFile: path.join(repo, 'shell/dist/site-config.json'),
  });
  // Releases of single remotes (npm run release): each remote serves its release folders
  // under /releases/, the shell the published site-config.json before its own.
  const releases = releasesRoot(repo);
  for (const [name, dir] of Object.entries(FRONTENDS)) {
    const port = ports[name];
    if (!port) throw new Error(`no port for ${name}`);
    servers.push(
      await serveStatic({
        dir: path.join(repo, dir, 'dist'),
        port,
        spa: name === 'shell',
        headers,
        layers:
          name === 'shell'
            ? [{ prefix: '/', dir: publishedSiteDir(releases) }]
            : [{ prefix: '/releases/', dir: remoteReleasesDir(releases, dir) }],
      }),
    );
  }
  cleanups.push(() => Promise.all(servers.map((s) => s.close())).then(() => undefined));
}

async function startServices() {
  let mongoUri = process.env.MONGODB_URI;
  if (!mongoUri) {
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
    mongoUri = db.uri;
  }

  // Journeys never reach the internet: in --test mode a fake chain and a fake rate provider
  // (tooling/fake-chain/) run beside the service on their fixed ports.
  const fakes = testMode ? await startFakes() : {};

  const service = spawn(process.execPath, [path.join(repo, 'services/dist/main.js')], {
    env: {
      ...process.env,
      MONGODB_URI: mongoUri,
      PORT: String(ports.services),
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
          }
        : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (service.exitCode !== null) return resolve();
        service.once('exit', () => resolve());
        service.kill('SIGTERM');
      }),
  );
  service.once('exit', (code) => {
    if (!stopping) {
      console.error(`the service stopped (exit ${code}); stopping the site`);
      void stopAll(1);
    }
  });
  await waitForHealth(`http://127.0.0.1:${ports.services}/api/health`, service);
}

/**
 * The fakes' addresses for the service: the chain (polled every second, so that a journey sees
 * a payment move the page soon) and the rates, which answer usd and eur and 404 the market's
 * calls (the market page keeps its stored snapshot).
 */
async function startFakes(): Promise<Record<string, string>> {
  const chain = await startFakeChain({ port: ports.fakeChain });
  const rates = await startFakeRates({ port: ports.fakeRates });
  cleanups.push(
    () => chain.close(),
    () => rates.close(),
  );
  return { CHAIN_API_URL: chain.url, CHAIN_POLL_SECONDS: '1', MARKET_PROVIDER_URL: rates.url };
}

async function main() {
  if (!staticOnly) await startServices();
  await serveFrontends();

  console.log(`
  The site is running. Open http://localhost:${ports.shell}
  API:      http://localhost:${ports.services}/api/health
  Remotes:  ${Object.keys(FRONTENDS)
    .filter((n) => n !== 'shell')
    .map((n) => `${n} :${ports[n]}`)
    .join(', ')}
  Stop with Ctrl+C.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
