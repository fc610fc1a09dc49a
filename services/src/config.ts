// Configuration comes from environment variables, read and checked once at start.
import { SITE_PORTS } from '@minesite/shared/contract';
import { z } from 'zod';
import { parseAuthConfig, type AuthConfig } from './modules/auth/auth-config.js';
import { parseMarketConfig, type MarketConfig } from './modules/market/market-config.js';

const defaultCorsOrigins = Object.values(SITE_PORTS).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const origin = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    message: 'must be an origin such as https://shop.example.com (scheme, host, optional port)',
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    HOST: z.string().default('0.0.0.0'),
    MONGODB_URI: z
      .string({
        error: 'is required (for a local server: npx tsx tooling/launcher/database-cli.ts)',
      })
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
    MONGODB_DB: z.string().default('minesite'),
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
  })
  .refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
    message: 'set both TLS_CERT_FILE and TLS_KEY_FILE for HTTPS, or neither for HTTP',
  });

export type LogLevel = z.output<typeof envSchema>['LOG_LEVEL'];

export interface Config {
  port: number;
  host: string;
  mongodb: { uri: string; dbName: string };
  corsOrigins: string[];
  /** HTTPS when set. */
  tls?: { certFile: string; keyFile: string };
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  /**
   * Behind a load balancer: take the visitor's address and scheme from X-Forwarded-* (for the
   * login rate limit and the Secure cookie). Only when a trusted proxy sets those headers.
   */
  trustProxy: boolean;
  /** Largest JSON body accepted. */
  bodyLimit: string;
  /** Admin credentials and session rules (modules/auth/auth-config.ts). */
  auth: AuthConfig;
  /** The market data provider and cache (modules/market/market-config.ts). */
  market: MarketConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=`) means "use the default", as if it were unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const auth = parseAuthConfig(present);
  if (!auth.success) throw new ConfigError(`Invalid configuration: ${auth.problems.join('; ')}`);
  const market = parseMarketConfig(present);
  if (!market.success) {
    throw new ConfigError(`Invalid configuration: ${market.problems.join('; ')}`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    mongodb: { uri: vars.MONGODB_URI, dbName: vars.MONGODB_DB },
    corsOrigins: vars.CORS_ORIGINS,
    tls:
      vars.TLS_CERT_FILE && vars.TLS_KEY_FILE
        ? { certFile: vars.TLS_CERT_FILE, keyFile: vars.TLS_KEY_FILE }
        : undefined,
    logLevel: vars.LOG_LEVEL,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    trustProxy: vars.TRUST_PROXY === 'true',
    bodyLimit: '1mb',
    auth: auth.config,
    market: market.config,
  };
}
