/**
 * The load part (bench/load-report.ts): on the service alone (`--api`), or on the full site's
 * service beside replicas on its database.
 */
import path from 'node:path';
import { selfSignedCertificate } from '../tooling/launcher/self-signed';
import { startApiSite, startCountedReplica, startReplica, type Replica } from './api-site';
import type { Breach } from './budgets';
import { CROWD_DB } from './flash-crowd';
import { reportLoad } from './load-report';
import { apiBase, BENCH_LIMITS, https, loadSeconds, repo, siteApiBase, tls } from './options';

/**
 * `--api`: the service alone (bench/api-site.ts), no build and no browser: the load part, the
 * service measured apart from the TLS proxy in front of it.
 */
export async function apiOnly(): Promise<Breach[]> {
  const certificate = tls ?? selfSignedCertificate(path.join(repo, '.data/tls'));
  const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...BENCH_LIMITS };
  const site = await startApiSite(repo, certificate, env);
  try {
    return await reportLoad({
      apiBase: site.apiBase,
      proxiedBase: site.proxiedBase,
      countedReplica: site.counted,
      mongoUri: site.mongoUri,
      seconds: loadSeconds,
      env: { ...env, TRUST_PROXY: 'true' },
      ca: certificate.cert,
      crowdReplica: () => site.replica({ LOG_LEVEL: env.LOG_LEVEL, MONGODB_DB: CROWD_DB }),
    });
  } finally {
    await site.stop();
  }
}

/** The load part on the full site: its replica, and two more on its database (counted, crowd). */
export async function loadOfTheSite(mongoUri: string): Promise<Breach[]> {
  const env = { LOG_LEVEL: 'error', ...BENCH_LIMITS };
  const extra: Replica[] = [];
  try {
    return await reportLoad({
      apiBase,
      proxiedBase: https ? siteApiBase : undefined,
      countedReplica: async () => {
        const counted = await startCountedReplica(repo, mongoUri, env);
        extra.push(counted);
        return counted;
      },
      mongoUri,
      seconds: loadSeconds,
      env: { ...env, TRUST_PROXY: String(https) },
      ca: tls?.cert,
      crowdReplica: async () => {
        const replica = await startReplica(repo, mongoUri, {
          LOG_LEVEL: 'error',
          MONGODB_DB: CROWD_DB,
        });
        extra.push(replica);
        return replica;
      },
    });
  } finally {
    for (const replica of extra) await replica.stop();
  }
}
