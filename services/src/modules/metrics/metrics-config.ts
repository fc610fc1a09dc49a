// Who may read GET /api/metrics, from environment variables (read once at start by loadConfig).
import { z } from 'zod';
import { parseEnv, type Env, type EnvResult } from '../../env-problems.js';

export const metricsEnvSchema = z
  .object({
    /**
     * A scraper sends `Authorization: Bearer <METRICS_TOKEN>`. Unset, only a client on the
     * same machine (loopback, not forwarded by a proxy) may read the metrics: plain local use.
     */
    METRICS_TOKEN: z
      .string()
      .min(16, { message: 'must be at least 16 characters' })
      .max(1024)
      .optional(),
    NODE_ENV: z.string().optional(),
    TRUST_PROXY: z.string().optional(),
  })
  // In production or behind a proxy, "loopback" proves nothing: a proxy on the same host makes
  // every visitor a loopback client. There the token is the only way in.
  .refine(
    (env) => env.METRICS_TOKEN || (env.NODE_ENV !== 'production' && env.TRUST_PROXY !== 'true'),
    {
      message:
        'METRICS_TOKEN is required when NODE_ENV=production or TRUST_PROXY=true (at least 16 ' +
        'characters; Prometheus sends it as a bearer token): loopback proves nothing there',
    },
  );

export interface MetricsConfig {
  token?: string;
}

export function parseMetricsConfig(env: Env): EnvResult<MetricsConfig> {
  const parsed = parseEnv(metricsEnvSchema, env);
  if (!parsed.success) return parsed;
  return { success: true, config: { token: parsed.config.METRICS_TOKEN } };
}
