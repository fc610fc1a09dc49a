// The admin credentials and session rules, from environment variables (read once at start
// by loadConfig). A plain ADMIN_PASSWORD is hashed here and not kept.
import { z } from 'zod';
import { hashPasswordSync, parsePasswordHash, type PasswordHash } from './password-hash.js';

/** The local default, so `npm start` works out of the box; refused when NODE_ENV=production. */
export const DEFAULT_ADMIN_PASSWORD = 'admin123';

const minutes = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

const authEnvSchema = z
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
      .optional(),
    SESSION_TTL_MINUTES: minutes(8 * 60, 30 * 24 * 60),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    LOGIN_WINDOW_MINUTES: minutes(15, 24 * 60),
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
  /** True when neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH was set (local use only). */
  usesDefaultPassword: boolean;
  sessionTtlMs: number;
  /** Failed logins allowed per client address and username within the window. */
  loginLimit: { maxFailures: number; windowMs: number };
}

let defaultPasswordHash: PasswordHash | undefined;

export type AuthConfigResult =
  { success: true; config: AuthConfig } | { success: false; problems: string[] };

export function parseAuthConfig(env: Record<string, string | undefined>): AuthConfigResult {
  const parsed = authEnvSchema.safeParse(env);
  if (!parsed.success) {
    return {
      success: false,
      problems: parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message,
      ),
    };
  }
  const vars = parsed.data;
  let passwordHash: PasswordHash;
  if (vars.ADMIN_PASSWORD_HASH) passwordHash = parsePasswordHash(vars.ADMIN_PASSWORD_HASH)!;
  else if (vars.ADMIN_PASSWORD) passwordHash = hashPasswordSync(vars.ADMIN_PASSWORD);
  else passwordHash = defaultPasswordHash ??= hashPasswordSync(DEFAULT_ADMIN_PASSWORD);
  return {
    success: true,
    config: {
      username: vars.ADMIN_USERNAME,
      passwordHash,
      usesDefaultPassword: !vars.ADMIN_PASSWORD && !vars.ADMIN_PASSWORD_HASH,
      sessionTtlMs: vars.SESSION_TTL_MINUTES * 60_000,
      loginLimit: {
        maxFailures: vars.LOGIN_MAX_FAILURES,
        windowMs: vars.LOGIN_WINDOW_MINUTES * 60_000,
      },
    },
  };
}
