// Configuration comes from environment variables, read and checked once at start.
import { isIP } from 'node:net';
import { SITE_PORTS } from '@minesite/shared/contract';
import { z } from 'zod';
import type { LookupLimits } from './http/rate-limit.js';
import type { Limit } from './http/rate-limiter.js';
import { parseAuthConfig, type AuthConfig } from './modules/auth/auth-config.js';
import { parseMarketConfig, type MarketConfig } from './modules/market/market-config.js';
import { parseMetricsConfig, type MetricsConfig } from './modules/metrics/metrics-config.js';
import { parseMailConfig, type MailConfig } from './modules/notifications/mail-config.js';
import { parseChainConfig, type ChainConfig } from './modules/payments/chain-config.js';
import { parsePaymentConfig, type PaymentConfig } from './modules/payments/payment-config.js';
import {
  parseTokenRailConfig,
  type TokenRailConfig,
} from './modules/payments/token-rail-config.js';
import { parseWebhookConfig, type WebhookConfig } from './modules/webhooks/webhook-config.js';
import { readSecretFiles } from './secret-files.js';
import { parseTracingConfig, type TracingConfig } from './telemetry/tracing-config.js';
import { parseEnv, type Env, type EnvResult } from './env-problems.js';

// The site's own front ends (the test site's fake chain and rate provider never call the API).
const { fakeChain: _chain, fakeRates: _rates, ...sitePorts } = SITE_PORTS;
const defaultCorsOrigins = Object.values(sitePorts).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const origin = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    message: 'must be an origin such as https://shop.example.com (scheme, host, optional port)',
  });

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    /** Default: 0.0.0.0 with a configured admin password, loopback without one. */
    HOST: z.string().optional(),
    MONGODB_URI: z
      .string({
        error: 'is required (for a local server: npx tsx tooling/launcher/database-cli.ts)',
      })
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
    MONGODB_DB: z.string().default('minesite'),
    DB_OPERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    CORS_ORIGINS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin))
      .default(defaultCorsOrigins),
    TLS_CERT_FILE: z.string().optional(),
    TLS_KEY_FILE: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    PUBLIC_WRITE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
    PUBLIC_WRITE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    PUBLIC_WRITE_GLOBAL_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
    ORDER_READ_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1200),
    ORDER_MISS_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
    ORDER_READ_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
    IMAGE_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    DOWNLOAD_MAX_MB: z.coerce.number().int().min(1).max(4096).default(50),
    SHUTDOWN_READINESS_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  })
  .refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
    message: 'set both TLS_CERT_FILE and TLS_KEY_FILE for HTTPS, or neither for HTTP',
  });

export type LogLevel = z.output<typeof envSchema>['LOG_LEVEL'];

export interface Config {
  port: number;
  host: string;
  /** `operationTimeoutMs`: each stage of a database operation's client-side limit (db/client.ts). */
  mongodb: { uri: string; dbName: string; operationTimeoutMs: number };
  corsOrigins: string[];
  /** HTTPS when set. */
  tls?: { certFile: string; keyFile: string };
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  /**
   * On SIGTERM the health check answers 503 `stopping` for this long while requests are still
   * served (so a load balancer stops sending new ones), then the server drains and stops.
   */
  shutdownReadinessDelayMs: number;
  /**
   * Behind a load balancer: take the visitor's address and scheme from X-Forwarded-* (for the
   * rate limits, the Secure cookie and HSTS). Only when a trusted proxy sets those headers.
   */
  trustProxy: boolean;
  /**
   * How many trusted proxies append to X-Forwarded-For: the client address is the entry the
   * outermost of them saw (Koa's maxIpsCount), never one the client wrote further left.
   */
  proxyHops: number;
  /** The session cookie's Secure flag: `auto` when the request came over HTTPS. */
  cookieSecure: 'auto' | boolean;
  /** Calls per client address and window on each public write route (429 past it). */
  publicWriteLimit: Limit;
  /** Calls from all clients together per window on each public write route (429 past it). */
  publicWriteGlobalLimit: Limit;
  /**
   * Calls per client and window that name an order by its id (read, pay, give up): all of
   * them, and those naming no order (429 past either; http/rate-limit.ts lookupLimit).
   */
  orderLookupLimits: LookupLimits;
  /** Leads and power consultations still `new` after this many days are deleted. */
  leadRetentionDays: number;
  /** Images decoded or encoded at once in the process (uploads; the seed works one at a time). */
  imageWorkConcurrency: number;
  /** Largest file the admin may upload as a download, in bytes (DOWNLOAD_MAX_MB). */
  downloadMaxBytes: number;
  /** Largest JSON body accepted. */
  bodyLimit: string;
  /** Admin credentials and session rules (modules/auth/auth-config.ts). */
  auth: AuthConfig;
  /** The market data provider and cache (modules/market/market-config.ts). */
  market: MarketConfig;
  /** Who may read GET /api/metrics (modules/metrics/metrics-config.ts). */
  metrics: MetricsConfig;
  /** The chain API the payment watcher asks, and its pace (modules/payments/chain-config.ts). */
  chain: ChainConfig;
  /** Where orders are paid and how long quotes hold (modules/payments/payment-config.ts). */
  payments: PaymentConfig;
  /** The USDT rails' account keys (modules/payments/token-rail-config.ts). */
  tokenRails: TokenRailConfig;
  /** E-mail notifications: SMTP, sender, the operator's address (modules/notifications/mail-config.ts). */
  mail: MailConfig;
  /** Where order notices are POSTed and their signing key (modules/webhooks/webhook-config.ts). */
  webhooks: WebhookConfig;
  /** Where traces go (telemetry/tracing-config.ts); instrument.ts reads it before the start. */
  tracing: TracingConfig;
  /** Settings-page values the environment set: those win and show read-only (modules/settings). */
  settingsFromEnv: {
    publicWriteLimit: boolean;
    publicWriteWindow: boolean;
    publicWriteGlobalLimit: boolean;
    notifyLocale: boolean;
  };
}

export class ConfigError extends Error {}

/** A module's configuration, or the start refused with the environment's problems. */
function configured<T>(result: EnvResult<T>): T {
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${result.problems.join('; ')}`);
  }
  return result.config;
}

export function loadConfig(env: Env = process.env): Config {
  // Secrets may come from files (X_FILE, secret-files.ts).
  const secrets = readSecretFiles(env);
  if (secrets.problems.length > 0) configured({ success: false, problems: secrets.problems });
  // An empty variable (`PORT=`) means "use the default", as if it were unset.
  const present = Object.fromEntries(
    Object.entries(secrets.env).filter(([, value]) => value !== ''),
  );
  const vars = configured(parseEnv(envSchema, present));
  const auth = configured(parseAuthConfig(present));
  const host = vars.HOST ?? (auth.usesDefaultPassword ? '127.0.0.1' : '0.0.0.0');
  if (auth.usesDefaultPassword && !isLoopback(host)) {
    throw new ConfigError(
      `Refusing to start: HOST=${host} is reachable from other machines and no admin password ` +
        'is configured (the local default works only on a loopback address). Set ' +
        'ADMIN_PASSWORD_HASH (or ADMIN_PASSWORD), or HOST=127.0.0.1 for local use.',
    );
  }
  const market = configured(parseMarketConfig(present));
  const metrics = configured(parseMetricsConfig(present));
  const payments = configured(parsePaymentConfig(present));
  const mail = configured(parseMailConfig(present));
  const webhooks = configured(parseWebhookConfig(present));
  const chain = configured(parseChainConfig(present));
  const tokenRails = configured(parseTokenRailConfig(present));
  const tracing = configured(parseTracingConfig(present));
  return {
    port: vars.PORT,
    host,
    mongodb: {
      uri: vars.MONGODB_URI,
      dbName: vars.MONGODB_DB,
      operationTimeoutMs: vars.DB_OPERATION_TIMEOUT_MS,
    },
    corsOrigins: vars.CORS_ORIGINS,
    tls:
      vars.TLS_CERT_FILE && vars.TLS_KEY_FILE
        ? { certFile: vars.TLS_CERT_FILE, keyFile: vars.TLS_KEY_FILE }
        : undefined,
    logLevel: vars.LOG_LEVEL,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    shutdownReadinessDelayMs: vars.SHUTDOWN_READINESS_DELAY_MS,
    trustProxy: vars.TRUST_PROXY === 'true',
    proxyHops: vars.TRUST_PROXY_HOPS,
    cookieSecure: vars.COOKIE_SECURE === 'auto' ? 'auto' : vars.COOKIE_SECURE === 'true',
    publicWriteLimit: {
      max: vars.PUBLIC_WRITE_LIMIT,
      windowMs: vars.PUBLIC_WRITE_WINDOW_SECONDS * 1000,
    },
    publicWriteGlobalLimit: {
      max: vars.PUBLIC_WRITE_GLOBAL_LIMIT,
      windowMs: vars.PUBLIC_WRITE_WINDOW_SECONDS * 1000,
    },
    orderLookupLimits: {
      reads: { max: vars.ORDER_READ_LIMIT, windowMs: vars.ORDER_READ_WINDOW_SECONDS * 1000 },
      misses: { max: vars.ORDER_MISS_LIMIT, windowMs: vars.ORDER_READ_WINDOW_SECONDS * 1000 },
    },
    leadRetentionDays: vars.LEAD_RETENTION_DAYS,
    imageWorkConcurrency: vars.IMAGE_WORK_CONCURRENCY,
    downloadMaxBytes: vars.DOWNLOAD_MAX_MB * 1024 * 1024,
    bodyLimit: '1mb',
    auth,
    market,
    metrics,
    chain,
    payments,
    tokenRails,
    mail,
    webhooks,
    tracing,
    settingsFromEnv: {
      publicWriteLimit: present.PUBLIC_WRITE_LIMIT !== undefined,
      publicWriteWindow: present.PUBLIC_WRITE_WINDOW_SECONDS !== undefined,
      publicWriteGlobalLimit: present.PUBLIC_WRITE_GLOBAL_LIMIT !== undefined,
      notifyLocale: present.NOTIFY_LOCALE !== undefined,
    },
  };
}

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
export function isLoopback(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (address === 'localhost') return true;
  if (isIP(address) === 4) return address.startsWith('127.');
  if (isIP(address) === 6) return address === '::1' || /^::ffff:127\./.test(address);
  return false;
}
