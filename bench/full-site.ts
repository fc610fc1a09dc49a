/**
 * The built site the bench measures: started from the built folders with a throw-away database
 * (the launcher's `--test` mode) on the bench's block of ports (bench/options.ts), or the one
 * already running there (SITE_PORT_BASE=3000: `npm start`'s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDatabase } from '../tooling/launcher/database';
import { startServiceProcess } from '../tooling/process/service-process';
import {
  BENCH_LIMITS,
  https,
  innerApiPort,
  repo,
  shellOrigin,
  siteApiBase,
  sitePortBase,
  tls,
} from './options';
import { isUp } from './site-http';

export interface Site {
  /** The site's database, for the load part; unknown for a running site over HTTPS. */
  mongoUri?: string;
  stop(): Promise<void>;
}

export async function startSite(): Promise<Site> {
  const siteUp = async () =>
    (await isUp(`${siteApiBase}/api/health`, tls?.cert)) && (await isUp(shellOrigin, tls?.cert));
  if (await siteUp()) {
    console.log(`Using the site already running on ${shellOrigin} and ${siteApiBase}.\n`);
    // The load part calls the service itself: behind a running site's TLS proxy it is unknown.
    return { mongoUri: https ? undefined : process.env.MONGODB_URI, stop: async () => {} };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'minesite-bench-db-'));
  const db = await startDatabase({ dataDir });
  const site = startServiceProcess(
    process.execPath,
    ['--import', 'tsx', 'tooling/launcher/start-site.ts', '--test', ...(https ? ['--https'] : [])],
    {
      cwd: repo,
      // Its errors shown: a site that does not start says why.
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        MONGODB_URI: db.uri,
        LOG_LEVEL: 'error',
        ...BENCH_LIMITS,
        INNER_API_PORT: String(innerApiPort),
        SITE_PORT_BASE: sitePortBase,
      },
    },
  );
  const stop = async () => {
    await site.stop();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await site.healthy({ isUp: siteUp, attempts: 240, pauseMs: 500, name: 'the site' });
  } catch (error) {
    await stop();
    throw new Error(`the site did not start (are the ports from ${sitePortBase} free?)`, {
      cause: error,
    });
  }
  return { mongoUri: db.uri, stop };
}
