/**
 * The service alone for `npm run bench -- --api`: a throw-away database, the fake chain and
 * rate provider (so that orders are priced, as in the launcher's `--test` mode), the service
 * bundled as production runs it (services/dist/main.js, bundled afresh), and the launcher's TLS
 * proxy in front of it on a port of its own, so that the proxy is measured apart from the
 * service. No front end and no browser: the build is not needed.
 *
 * Both modes of the bench also start, after the load, a second replica on the same database whose
 * commands go through the wire counter (bench/wire-counter.ts): the writes and round trips of a
 * call are counted there, and the measured replica talks to the database directly.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@minesite/shared/testing/free-port';
import { startFakeChain } from '../tooling/fake-chain/fake-chain';
import { startFakeRates } from '../tooling/fake-chain/fake-rates';
import { startDatabase } from '../tooling/launcher/database';
import { startHttpsProxy } from '../tooling/launcher/https-proxy';
import { newPaymentAccount } from '../tooling/launcher/payment-account';
import type { CertificateFiles } from '../tooling/launcher/self-signed';
import { startServiceProcess } from '../tooling/process/service-process';
import { isUp } from './site-http';
import { startWireCounter, type WireCounter } from './wire-counter';

export interface Replica {
  /** The service itself, plain HTTP. */
  apiBase: string;
  stop(): Promise<void>;
}

/** One more service process on `mongoUri` (services/dist/main.js, bundled already). */
export async function startReplica(
  repo: string,
  mongoUri: string,
  env: Record<string, string>,
  /** Node's own flags for the process (e.g. `--cpu-prof` to profile it). */
  nodeArgs: string[] = [],
): Promise<Replica> {
  const port = await freePort();
  const service = startServiceProcess(
    process.execPath,
    [...nodeArgs, path.join(repo, 'services/dist/main.js')],
    {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        MONGODB_URI: mongoUri,
        PORT: String(port),
        MINESITE_LAUNCHED: crypto.randomUUID(),
        PAYMENT_ACCOUNT_XPUB: newPaymentAccount().vpub,
        PAYMENT_NETWORK: 'regtest',
        // One hop in front, as behind the launcher's proxy or nginx.
        TRUST_PROXY: 'true',
        TRUST_PROXY_HOPS: '1',
        METRICS_TOKEN: crypto.randomUUID(),
        ...env,
      },
    },
  );
  const apiBase = `http://127.0.0.1:${port}`;
  try {
    await service.healthy({
      isUp: () => isUp(`${apiBase}/api/health`),
      attempts: 480,
      name: 'the service',
    });
  } catch (error) {
    await service.stop();
    throw error;
  }
  return { apiBase, stop: service.stop };
}

export function bundleService(repo: string): void {
  const bundled = spawnSync(process.execPath, ['scripts/bundle.mjs'], {
    cwd: path.join(repo, 'services'),
    stdio: 'inherit',
  });
  if (bundled.status !== 0) throw new Error('bundling the service failed');
}

/** A replica whose database commands are counted. */
export async function startCountedReplica(
  repo: string,
  mongoUri: string,
  env: Record<string, string>,
): Promise<Replica & { wire: WireCounter }> {
  const wire = await startWireCounter(mongoUri);
  const replica = await startReplica(repo, wire.uri, env);
  return {
    ...replica,
    wire,
    stop: async () => {
      await replica.stop();
      await wire.close();
    },
  };
}

export interface ApiSite {
  mongoUri: string;
  /** The service itself, plain HTTP. */
  apiBase: string;
  /** The same service behind the launcher's TLS proxy (HTTPS, HTTP/2 or 1.1). */
  proxiedBase: string;
  /** Starts a second replica whose database commands are counted (stopped with the site). */
  counted(): Promise<Replica & { wire: WireCounter }>;
  /** Starts one more replica on the database with `env` (stopped with the site). */
  replica(env: Record<string, string>): Promise<Replica>;
  stop(): Promise<void>;
}

export async function startApiSite(
  repo: string,
  tls: CertificateFiles,
  /** Extra environment of the service (its limits, its log level). */
  env: Record<string, string>,
): Promise<ApiSite> {
  bundleService(repo);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'minesite-bench-db-'));
  const db = await startDatabase({ dataDir });
  const [chain, rates] = await Promise.all([startFakeChain(), startFakeRates()]);
  const fakes = { CHAIN_API_URL: chain.url, MARKET_PROVIDER_URL: rates.url };
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
    await Promise.all([chain.close(), rates.close()]);
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const service = await startReplica(repo, db.uri, { ...fakes, ...env });
    stops.push(service.stop);
    const proxyPort = await freePort();
    const proxy = await startHttpsProxy({
      port: proxyPort,
      host: '127.0.0.1',
      targetPort: Number(new URL(service.apiBase).port),
      tls: { cert: tls.cert, key: readFileSync(tls.keyFile) },
    });
    stops.push(() => proxy.close());
    return {
      mongoUri: db.uri,
      apiBase: service.apiBase,
      proxiedBase: `https://127.0.0.1:${proxyPort}`,
      counted: async () => {
        const counted = await startCountedReplica(repo, db.uri, { ...fakes, ...env });
        stops.push(counted.stop);
        return counted;
      },
      replica: async (more) => {
        const replica = await startReplica(repo, db.uri, { ...fakes, ...more });
        stops.push(replica.stop);
        return replica;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
