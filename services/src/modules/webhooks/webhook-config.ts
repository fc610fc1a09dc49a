// Where webhooks go and what signs them, from environment variables (read once at start by
// loadConfig). Each value set here wins over the settings page's, which then shows it read-only.
import { webhookSecretSchema, webhookUrlSchema } from '@minesite/shared/contract';
import { z } from 'zod';
import { parseEnv, type Env, type EnvResult } from '../../env-problems.js';

export const webhookEnvSchema = z.object({
  WEBHOOK_URL: webhookUrlSchema.optional(),
  WEBHOOK_SECRET: webhookSecretSchema.optional(),
});

export interface WebhookConfig {
  /** Null: the settings page's URL applies (none: nothing is recorded or sent). */
  url: string | null;
  /** Null: the settings page's secret applies. */
  secret: string | null;
}

export function parseWebhookConfig(env: Env): EnvResult<WebhookConfig> {
  const parsed = parseEnv(webhookEnvSchema, env);
  if (!parsed.success) return parsed;
  const { WEBHOOK_URL: url, WEBHOOK_SECRET: secret } = parsed.config;
  // A URL from the environment with the secret left to the page would be one an operator
  // forgot: every notice would wait unsigned until someone opened the page.
  if (url && !secret) {
    return { success: false, problems: ['WEBHOOK_URL needs WEBHOOK_SECRET (the signing key)'] };
  }
  return { success: true, config: { url: url ?? null, secret: secret ?? null } };
}
