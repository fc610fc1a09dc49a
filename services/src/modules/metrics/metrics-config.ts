// Who may read GET /api/metrics, from environment variables (read once at start by loadConfig).
import { z } from 'zod';

const metricsEnvSchema = z.object({
  /**
   * A scraper sends `Authorization: Bearer <METRICS_TOKEN>`. Unset, only a client on the same
   * machine (loopback, not forwarded by a proxy) may read the metrics.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, { message: 'must be at least 16 characters' })
    .max(1024)
    .optional(),
});

export interface MetricsConfig {
  token?: string;
}

export type MetricsConfigResult =
  { success: true; config: MetricsConfig } | { success: false; problems: string[] };

export function parseMetricsConfig(env: Record<string, string | undefined>): MetricsConfigResult {
  const parsed = metricsEnvSchema.safeParse(env);
  if (!parsed.success) {
    return {
      success: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    };
  }
  return { success: true, config: { token: parsed.data.METRICS_TOKEN } };
}
