// The webhook's URL and secret in effect: each from the environment when it sets it (shown
// read-only), else from the settings page. The secret never leaves the service: the page
// learns only whether one is set, and the audit trail keeps a short fingerprint of it.
import { createHash } from 'node:crypto';
import type { SiteSettings, SiteSettingsInput } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import type { Config } from '../../config.js';
import { UnprocessableEntityError } from '../../http/errors.js';
import { readStoredSettings, type StoredSettings } from '../settings/settings-store.js';
import type { WebhookConfig } from './webhook-config.js';

type StoredWebhooks = NonNullable<StoredSettings['webhooks']>;

/** The page's view: the URL with its source, and whether a secret is set (never the secret). */
export function effectiveWebhooks(
  config: WebhookConfig,
  stored: StoredWebhooks = {},
): SiteSettings['webhooks'] {
  const url =
    config.url !== null
      ? { value: config.url, source: 'env' as const }
      : stored.url
        ? { value: stored.url, source: 'settings' as const }
        : { value: null, source: 'default' as const };
  const secretSet =
    config.secret !== null
      ? { value: true, source: 'env' as const }
      : stored.secret
        ? { value: true, source: 'settings' as const }
        : { value: false, source: 'default' as const };
  return { url, secretSet };
}

/**
 * What a save of the page stores: the environment's values are kept out, an absent secret keeps
 * the stored one. A URL without any secret is refused (422 `webhook_secret_required`).
 */
export function webhooksToStore(
  input: SiteSettingsInput['webhooks'],
  config: WebhookConfig,
  previous: StoredWebhooks = {},
): StoredWebhooks {
  if (!input) return previous;
  const url = config.url !== null ? previous.url : input.url;
  const secret =
    config.secret !== null || input.secret === undefined ? previous.secret : input.secret;
  if ((config.url ?? url) && !(config.secret ?? secret)) {
    // Well-formed, but the service has no secret to sign with: 422, as for a product it lacks.
    throw new UnprocessableEntityError('webhooks.secret is required with a webhook URL', {
      code: 'webhook_secret_required',
    });
  }
  return { url: url ?? null, secret: secret ?? null };
}

/** The stored webhook settings as the audit trail keeps them: the secret as a fingerprint. */
export function auditedWebhooks(stored: StoredWebhooks | undefined): unknown {
  if (!stored) return stored;
  const { secret, ...rest } = stored;
  return { ...rest, secret: secret ? secretFingerprint(secret) : (secret ?? null) };
}

/** `sha256:` and 8 hex digits: tells a replaced secret from the old one, and no more. */
export function secretFingerprint(secret: string): string {
  return `sha256:${createHash('sha256').update(secret).digest('hex').slice(0, 8)}`;
}

export interface WebhookTarget {
  url: string;
  secret: string;
}

/** Where to POST and the signing key now; null unless both are configured somewhere. */
export async function webhookTarget(db: Db, config: Config): Promise<WebhookTarget | null> {
  const stored = (await readStoredSettings(db)).webhooks ?? {};
  const url = config.webhooks.url ?? stored.url ?? null;
  const secret = config.webhooks.secret ?? stored.secret ?? null;
  return url && secret ? { url, secret } : null;
}
