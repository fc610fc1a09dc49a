// Where the chain watcher asks about payments and how often, from environment variables (read
// once at start by loadConfig). Without CHAIN_API_URL detection is off: the buyer's claim and
// the operator's confirmation are the path, and only the payment window's expiry runs.
import { z } from 'zod';
import { parseEnv, type Env, type EnvResult } from '../../env-problems.js';

export const chainEnvSchema = z.object({
  CHAIN_API_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http(s) URL of an Esplora API such as https://mempool.space/api',
    })
    .optional(),
  CHAIN_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  CHAIN_API_MAX_RPS: z.coerce.number().positive().max(1000).default(5),
  CHAIN_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  PAYMENT_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(1),
  PAYMENT_SETTLE_DEPTH: z.coerce.number().int().min(1).max(1000).default(6),
  PAYMENT_MONITORING_HOURS: z.coerce.number().int().min(0).max(87_600).default(168),
  CHAIN_LATE_CHECK_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  CHAIN_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(50),
});

export interface ChainConfig {
  /** The Esplora API's base URL without a trailing slash; null when detection is off. */
  apiUrl: string | null;
  /** A chain call that takes longer is abandoned (ChainUnavailableError). */
  timeoutMs: number;
  /** Calls per second this process makes to the chain API at most. */
  maxRequestsPerSecond: number;
  /** How often the watcher sweeps the orders awaiting a payment. */
  pollMs: number;
  /** Blocks a payment needs before the order is paid. */
  confirmations: number;
  /** Blocks deep after which the watcher stops following a transaction closely. */
  settleDepth: number;
  /** How long after the window's end an address is watched at every poll. */
  monitoringMs: number;
  /** How often an address is looked at after that (the late sweep), for as long as its order exists. */
  lateCheckMs: number;
  /** Chain calls waiting for their turn at most; a buyer's claim beyond is a 503 (retry). */
  queueMax: number;
}

export function parseChainConfig(env: Env): EnvResult<ChainConfig> {
  const parsed = parseEnv(chainEnvSchema, env);
  if (!parsed.success) return parsed;
  const vars = parsed.config;
  return {
    success: true,
    config: {
      apiUrl: vars.CHAIN_API_URL ? vars.CHAIN_API_URL.replace(/\/+$/, '') : null,
      timeoutMs: vars.CHAIN_API_TIMEOUT_MS,
      maxRequestsPerSecond: vars.CHAIN_API_MAX_RPS,
      pollMs: vars.CHAIN_POLL_SECONDS * 1000,
      confirmations: vars.PAYMENT_CONFIRMATIONS,
      settleDepth: vars.PAYMENT_SETTLE_DEPTH,
      monitoringMs: vars.PAYMENT_MONITORING_HOURS * 3_600_000,
      lateCheckMs: vars.CHAIN_LATE_CHECK_HOURS * 3_600_000,
      queueMax: vars.CHAIN_QUEUE_MAX,
    },
  };
}
