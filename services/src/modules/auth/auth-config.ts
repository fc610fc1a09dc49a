// The admin credentials and session rules, from environment variables (read once at start
// by loadConfig). A plain ADMIN_PASSWORD is hashed here and not kept.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Limit } from '../../http/rate-limiter.js';
import type { SlowdownSettings } from './login-slowdown.js';
import {
  credentialFingerprint,
  hashPasswordSync,
  meetsMinimumCost,
  MIN_COST,
  parsePasswordHash,
  type PasswordHash,
} from './password-hash.js';
import { parseEnv, type Env, type EnvResult } from '../../env-problems.js';

/**
 * The local default, so `npm start` works out of the box: only in an API the project's
 * launcher started itself (LAUNCHER_MARK), while it listens on a loopback address
 * (config.ts), and never with NODE_ENV=production.
 */
export const DEFAULT_ADMIN_PASSWORD = 'admin123';

/**
 * Set, to a random token, by the launcher in the environment of the API it starts itself
 * (`npm start`: tooling/launcher/start-site.ts; `npm run dev -w services`:
 * tooling/launcher/database-cli.ts). An API started any other way (an image, a service
 * manager, `node dist/main.js` behind a proxy on the same host) needs a password of its own.
 */
export const LAUNCHER_MARK = 'MINESITE_LAUNCHED';

/**
 * Why the API must not start with this configuration, if it must not: the local default
 * password outside an API the launcher started. Checked once at start (main.ts).
 */
export function defaultPasswordRefusal(
  config: Pick<AuthConfig, 'usesDefaultPassword'>,
  env: Record<string, string | undefined>,
): string | undefined {
  if (!config.usesDefaultPassword || env[LAUNCHER_MARK]) return undefined;
  return (
    'Refusing to start: no admin password is configured. Set ADMIN_PASSWORD_HASH (or ' +
    `ADMIN_PASSWORD); the local default works only in an API the launcher started itself ` +
    `(npm start, npm run dev -w services), which sets ${LAUNCHER_MARK}.`
  );
}

const minutes = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

export const authEnvSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
    ADMIN_PASSWORD: z
      .string()
      .min(8, { message: 'must be at least 8 characters' })
      .max(1024)
      .optional(),
    ADMIN_PASSWORD_HASH: z
      .string()
      .refine((text) => parsePasswordHash(text) !== undefined, {
        message:
          'must be scrypt:<N>:<r>:<p>:<salt base64>:<key base64> ' +
          '(make one with services/src/modules/auth/hash-password-cli.ts)',
      })
      .refine((text) => meetsMinimumCost(parsePasswordHash(text) ?? MIN_COST), {
        message:
          `is weaker than scrypt N=${MIN_COST.N}, r=${MIN_COST.r}, p=${MIN_COST.p}: make a new ` +
          'one with services/src/modules/auth/hash-password-cli.ts',
      })
      .optional(),
    SESSION_TTL_MINUTES: minutes(8 * 60, 30 * 24 * 60),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    LOGIN_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(20),
    LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).max(100_000).default(100),
    LOGIN_WINDOW_MINUTES: minutes(15, 24 * 60),
    LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(1).max(60_000).default(10_000),
  })
  .refine((env) => !(env.ADMIN_PASSWORD && env.ADMIN_PASSWORD_HASH), {
    message: 'set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH, {
    message: 'set ADMIN_PASSWORD_HASH (or ADMIN_PASSWORD) when NODE_ENV=production',
  });

export interface AuthConfig {
  username: string;
  passwordHash: PasswordHash;
  /**
   * Kept with each session; a session whose fingerprint differs (the password or username
   * changed since it opened) is refused.
   */
  credential: string;
  /** True when neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH was set (local use only). */
  usesDefaultPassword: boolean;
  sessionTtlMs: number;
  /**
   * Login attempts allowed within the window, counted before the password is checked: per
   * client address and username (`maxFailures`), per client address over all usernames, and
   * per username over all addresses (guessing spread over many addresses: past it, strangers
   * are slowed down; a browser that logged in before is counted per device instead, with
   * `perClientAndUsername`).
   */
  loginLimits: { perClientAndUsername: Limit; perClient: Limit; perUsername: Limit };
  /** Past the per-username count, how a browser the service does not know is slowed down. */
  loginSlowdown: SlowdownSettings;
}

/** The local default's hash per username, made once per process (it costs a slow hash). */
const defaultPasswordHashes = new Map<string, PasswordHash>();

/**
 * A password from the environment is hashed with a salt derived from the username, so the
 * same variables give the same hash (and credential fingerprint) on every start and replica.
 */
function hashEnvironmentPassword(username: string, password: string): PasswordHash {
  const salt = createHash('sha256').update(`minesite admin\n${username}`).digest().subarray(0, 16);
  return hashPasswordSync(password, salt);
}

function defaultPasswordHash(username: string): PasswordHash {
  let hash = defaultPasswordHashes.get(username);
  if (!hash) {
    hash = hashEnvironmentPassword(username, DEFAULT_ADMIN_PASSWORD);
    defaultPasswordHashes.set(username, hash);
  }
  return hash;
}

export function parseAuthConfig(env: Env): EnvResult<AuthConfig> {
  const parsed = parseEnv(authEnvSchema, env);
  if (!parsed.success) return parsed;
  const vars = parsed.config;
  const username = vars.ADMIN_USERNAME;
  let passwordHash: PasswordHash;
  if (vars.ADMIN_PASSWORD_HASH) passwordHash = parsePasswordHash(vars.ADMIN_PASSWORD_HASH)!;
  else if (vars.ADMIN_PASSWORD)
    passwordHash = hashEnvironmentPassword(username, vars.ADMIN_PASSWORD);
  else passwordHash = defaultPasswordHash(username);
  const windowMs = vars.LOGIN_WINDOW_MINUTES * 60_000;
  return {
    success: true,
    config: {
      username,
      passwordHash,
      credential: credentialFingerprint(username, passwordHash),
      usesDefaultPassword: !vars.ADMIN_PASSWORD && !vars.ADMIN_PASSWORD_HASH,
      sessionTtlMs: vars.SESSION_TTL_MINUTES * 60_000,
      loginLimits: {
        perClientAndUsername: { max: vars.LOGIN_MAX_FAILURES, windowMs },
        perClient: { max: vars.LOGIN_MAX_FAILURES_PER_CLIENT, windowMs },
        perUsername: { max: vars.LOGIN_MAX_FAILURES_PER_USERNAME, windowMs },
      },
      // 250 ms, then twice as long each time, up to 10 s with the default ceiling.
      loginSlowdown: {
        firstDelayMs: Math.max(1, Math.round(vars.LOGIN_SLOWDOWN_MAX_MS / 40)),
        maxDelayMs: vars.LOGIN_SLOWDOWN_MAX_MS,
      },
    },
  };
}
