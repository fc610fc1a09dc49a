// Where traces go, from environment variables (the OpenTelemetry SDK's own names). Read by
// instrument.ts before anything else loads, and checked with the rest by loadConfig.
import { z } from 'zod';
import { parseEnv, type Env, type EnvResult } from '../env-problems.js';

export const tracingEnvSchema = z.object({
  /** The collector's OTLP/HTTP base URL; `/v1/traces` is appended. Unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http(s) URL such as http://otel-collector:4318',
    })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(200).default('minesite-services'),
});

export interface TracingConfig {
  /** Unset: the SDK is never loaded. */
  endpoint?: string;
  serviceName: string;
}

export function parseTracingConfig(env: Env): EnvResult<TracingConfig> {
  const parsed = parseEnv(tracingEnvSchema, env);
  if (!parsed.success) return parsed;
  return {
    success: true,
    config: {
      endpoint: parsed.config.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: parsed.config.OTEL_SERVICE_NAME,
    },
  };
}
