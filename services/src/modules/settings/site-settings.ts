// The effective settings: each value from the environment when it sets one (it wins, and the
// page shows it read-only), else the page's stored value, else the default.
import type { SettingSource, SiteSettings, TokenRail } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import type { Config } from '../../config.js';
import type { Limit } from '../../http/rate-limiter.js';
import type { PaymentAddressSource } from '../payments/payment-keys.js';
import { effectiveWebhooks } from '../webhooks/webhook-settings.js';
import { readStoredSettings, type StoredSettings } from './settings-store.js';

type Setting<T> = { value: T; source: SettingSource };

/**
 * The environment's value when it set one, else the stored one, else the configuration's
 * (which is then the variable's default).
 */
function pick<T>(fromEnv: boolean, configured: T, stored: T | null | undefined): Setting<T> {
  if (fromEnv) return { value: configured, source: 'env' };
  if (stored !== undefined && stored !== null) return { value: stored, source: 'settings' };
  return { value: configured, source: 'default' };
}

/** Each account key as text, made once: the settings are read on every order and its limits. */
const keyTexts = new WeakMap<object, string>();

/** The environment's address as the page shows it (the key as given, or the address). */
function envAddress(source: PaymentAddressSource | null) {
  if (!source) return null;
  if (source.kind === 'fixed') return { kind: 'fixed' as const, value: source.address };
  const { key } = source.account;
  let value = keyTexts.get(key);
  if (value === undefined) keyTexts.set(key, (value = key.publicExtendedKey));
  return { kind: 'account' as const, value };
}

/**
 * A USDT rail on or off: off (from the environment) without its account key, else as the page
 * stored it, else on.
 */
function railSetting(config: Config, stored: StoredSettings, rail: TokenRail): Setting<boolean> {
  if (!config.tokenRails.accounts[rail]) return { value: false, source: 'env' };
  return pick(false, true, stored.rails?.[rail]);
}

/** Every effective value with where it comes from (the page's GET reply). */
export function effectiveSettings(config: Config, stored: StoredSettings): SiteSettings {
  const { payments, chain, mail, settingsFromEnv: env } = config;
  const saved = stored.payment ?? {};
  const notes = stored.notifications ?? {};
  const writes = stored.publicWrites ?? {};
  return {
    payment: {
      address: pick(payments.fromEnv.addresses, envAddress(payments.addresses), saved.address),
      // An account key or address from the environment was checked against the environment's
      // network (or its default) at start: the network goes with it.
      network: pick(
        payments.fromEnv.network || payments.fromEnv.addresses,
        payments.network,
        saved.network,
      ),
      confirmations: pick(payments.fromEnv.confirmations, chain.confirmations, saved.confirmations),
      quoteLifetimeMinutes: pick(
        payments.fromEnv.quoteLifetime,
        payments.quoteLifetimeMs / 60_000,
        saved.quoteLifetimeMinutes,
      ),
    },
    notifications: {
      operatorEmail: pick(mail.notifyEmail !== null, mail.notifyEmail, notes.operatorEmail),
      // The operator's address from the environment brings its language along (recipients.ts).
      operatorLocale: pick(
        env.notifyLocale || mail.notifyEmail !== null,
        mail.notifyLocale,
        notes.operatorLocale,
      ),
    },
    publicWrites: {
      limit: pick(env.publicWriteLimit, config.publicWriteLimit.max, writes.limit),
      windowSeconds: pick(
        env.publicWriteWindow,
        config.publicWriteLimit.windowMs / 1000,
        writes.windowSeconds,
      ),
      globalLimit: pick(
        env.publicWriteGlobalLimit,
        config.publicWriteGlobalLimit.max,
        writes.globalLimit,
      ),
    },
    rails: {
      'usdt-tron': railSetting(config, stored, 'usdt-tron'),
      'usdt-ethereum': railSetting(config, stored, 'usdt-ethereum'),
    },
    webhooks: effectiveWebhooks(config.webhooks, stored.webhooks),
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    updatedBy: stored.updatedBy ?? null,
  };
}

/**
 * The effective settings, read per use (from the in-memory copy; a save applies within a
 * second on every replica): each value with its source, `env` for those the environment set.
 */
export async function readSiteSettings(db: Db, config: Config): Promise<SiteSettings> {
  return effectiveSettings(config, await readStoredSettings(db));
}

/** The public write limits in effect (http/rate-limit.ts reads them per call). */
export async function publicWriteLimits(
  db: Db,
  config: Config,
): Promise<{ perClient: Limit; global: Limit }> {
  const { publicWrites } = await readSiteSettings(db, config);
  const windowMs = publicWrites.windowSeconds.value * 1000;
  return {
    perClient: { max: publicWrites.limit.value, windowMs },
    global: { max: publicWrites.globalLimit.value, windowMs },
  };
}
