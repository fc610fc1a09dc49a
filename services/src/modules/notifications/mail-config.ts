// Where e-mail notifications go and how they are sent, from environment variables (read once
// at start by loadConfig).
import { MAIL_LOCALES, type MailLocale } from '@minesite/shared/contract';
import { z } from 'zod';
import { parseEnv, type Env, type EnvResult } from '../../env-problems.js';

export const mailEnvSchema = z.object({
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset: messages are held. */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
      message: 'must be an smtp:// or smtps:// URL (smtp://user:password@host:587)',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('HashPeak Mining <no-reply@localhost>'),
  NOTIFY_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  NOTIFY_LOCALE: z.enum(MAIL_LOCALES).default('zh'),
  SITE_URL: z
    .string()
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
      message: 'must be the site’s http(s) address, such as https://shop.example.com',
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .default('http://localhost:3000'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
});

export interface MailConfig {
  /** Unset: nothing is sent, messages are kept `held` for the admin. */
  smtpUrl: string | null;
  from: string;
  /** The operator's address from the environment (wins over the settings page's). */
  notifyEmail: string | null;
  /** The language of the operator's messages. */
  notifyLocale: MailLocale;
  /** The site's address, for the admin links in the operator's messages (no trailing slash). */
  siteUrl: string;
  /** Attempts before a message is `failed`. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each next one waits twice as long. */
  retryBaseMs: number;
}

export function parseMailConfig(env: Env): EnvResult<MailConfig> {
  const parsed = parseEnv(mailEnvSchema, env);
  if (!parsed.success) return parsed;
  const vars = parsed.config;
  return {
    success: true,
    config: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM,
      notifyEmail: vars.NOTIFY_EMAIL ?? null,
      notifyLocale: vars.NOTIFY_LOCALE,
      siteUrl: vars.SITE_URL,
      maxAttempts: vars.MAIL_MAX_ATTEMPTS,
      retryBaseMs: vars.MAIL_RETRY_BASE_SECONDS * 1000,
    },
  };
}
