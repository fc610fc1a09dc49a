/**
 * What the probes (bench/write-probe.ts, bench/post-probe.ts) start: a throw-away database and
 * the fake chain and rate provider the service prices and watches orders with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeChain } from '../tooling/fake-chain/fake-chain';
import { startFakeRates } from '../tooling/fake-chain/fake-rates';
import { startDatabase } from '../tooling/launcher/database';
import { bundleService } from './api-site';
import { BENCH_LIMITS, repo } from './options';

export interface ProbeDatabase {
  uri: string;
  /** The service's environment: the fakes, and the bench's limits. */
  serviceEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** The service bundled afresh (unless PROBE_NO_BUNDLE), a database and the fakes. */
export async function startProbeDatabase(): Promise<ProbeDatabase> {
  if (!process.env.PROBE_NO_BUNDLE) bundleService(repo);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'minesite-probe-db-'));
  const database = await startDatabase({ dataDir });
  const [chain, rates] = await Promise.all([startFakeChain(), startFakeRates()]);
  return {
    uri: database.uri,
    serviceEnv: { CHAIN_API_URL: chain.url, MARKET_PROVIDER_URL: rates.url, ...BENCH_LIMITS },
    stop: async () => {
      await Promise.all([chain.close(), rates.close()]);
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function runProbe(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
