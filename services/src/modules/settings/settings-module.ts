// GET/PUT /api/admin/settings: the settings page. Values the environment sets are shown with
// source `env` and never overwritten; the payment address is checked before anything is saved;
// every save is audited (entity `settings`, id `site`).
import {
  backOfficeEndpoints,
  PAYMENT_SETTING_PROBLEMS,
  type SettingsPage,
  type SiteSettings,
  type SiteSettingsInput,
} from '@minesite/shared/contract';
import type { Config } from '../../config.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { adminAudit } from '../audit/audit-log.js';
import { walletExport } from '../payments/output-descriptor.js';
import type { AdminState } from '../auth/require-admin.js';
import { auditedWebhooks, webhooksToStore } from '../webhooks/webhook-settings.js';
import { parsePaymentAddress } from './payment-settings.js';
import { railAccounts } from './rail-accounts.js';
import { railsToStore } from './rail-settings.js';
import {
  readStoredSettings,
  saveStoredSettings,
  settingsCollection,
  type StoredSettings,
} from './settings-store.js';
import { effectiveSettings } from './site-settings.js';

/** The page's values, each kept only where the environment does not set it. */
function toStore(
  input: SiteSettingsInput,
  current: SiteSettings,
  previous: StoredSettings,
  config: Config,
): StoredSettings {
  const editable = <T>(setting: { source: string }, value: T, kept: T | undefined) =>
    setting.source === 'env' ? kept : value;
  const { payment, notifications, publicWrites } = input;
  const network = editable(current.payment.network, payment.network, previous.payment?.network);
  const address = editable(current.payment.address, payment.address, previous.payment?.address);
  // Checked (checksum, network, no private key) against the network it will be used on.
  if (address && current.payment.address.source !== 'env') {
    parsePaymentAddress(address, network ?? current.payment.network.value);
  }
  return {
    payment: {
      address,
      network,
      confirmations: editable(
        current.payment.confirmations,
        payment.confirmations,
        previous.payment?.confirmations,
      ),
      quoteLifetimeMinutes: editable(
        current.payment.quoteLifetimeMinutes,
        payment.quoteLifetimeMinutes,
        previous.payment?.quoteLifetimeMinutes,
      ),
    },
    notifications: {
      operatorEmail: editable(
        current.notifications.operatorEmail,
        notifications.operatorEmail,
        previous.notifications?.operatorEmail,
      ),
      operatorLocale: editable(
        current.notifications.operatorLocale,
        notifications.operatorLocale,
        previous.notifications?.operatorLocale,
      ),
    },
    publicWrites: {
      limit: editable(current.publicWrites.limit, publicWrites.limit, previous.publicWrites?.limit),
      windowSeconds: editable(
        current.publicWrites.windowSeconds,
        publicWrites.windowSeconds,
        previous.publicWrites?.windowSeconds,
      ),
      globalLimit: editable(
        current.publicWrites.globalLimit,
        publicWrites.globalLimit,
        previous.publicWrites?.globalLimit,
      ),
    },
    rails: railsToStore(input.rails, config, previous.rails),
    webhooks: webhooksToStore(input.webhooks, config.webhooks, previous.webhooks),
  };
}

/** The stored values without the save's bookkeeping, undefined ones dropped (for the audit). */
function auditedValues({ updatedAt: _at, updatedBy: _by, ...values }: StoredSettings): unknown {
  const shown = { ...values, webhooks: auditedWebhooks(values.webhooks) };
  return JSON.parse(JSON.stringify(shown)) as unknown;
}

export const settingsModule: ApiModule = {
  name: 'settings',
  collections: [settingsCollection],
  createRouter(deps) {
    const audit = adminAudit(deps.db, 'settings');
    const api = moduleRouter('/api/admin/settings', 'settings', deps);
    // The page also shows each rail's account key as the wallet imports it.
    const effective = async (): Promise<SettingsPage> => {
      const settings = effectiveSettings(deps.config, await readStoredSettings(deps.db));
      const { address, network } = settings.payment;
      const wallet = walletExport(address.value, network.value);
      return {
        ...settings,
        wallet,
        railAccounts: await railAccounts(deps.db, deps.config, settings, wallet),
      };
    };

    api.route(
      backOfficeEndpoints.settings,
      {
        summary: 'The site settings in effect, each with its source (env, settings or default)',
        description:
          'A value the environment sets (source `env`) wins over the stored one and cannot be ' +
          'changed from the page. `wallet`: with an account key, its receive and change chains ' +
          'as output descriptors with their checksums, for the operator’s wallet. ' +
          '`railAccounts`: per rail (btc, usdt-tron, usdt-ethereum) whether buyers may pick ' +
          'it, whether its account key is set, the key, derivation path, token contract, ' +
          'confirmations and the gap limit its wallet needs. `rails`: each USDT rail on or ' +
          'off (on by default when its key is set; source `env` and off without it).',
      },
      async (ctx) => {
        ctx.body = await effective();
      },
    );

    api.route(
      backOfficeEndpoints.saveSettings,
      {
        summary: 'Save the site settings (the values the environment sets are left as they are)',
        description:
          'The payment address is checked as at start (the key or address checksum, its ' +
          'network, no private key) before anything is saved; refused with 400 and a `code`: ' +
          `${PAYMENT_SETTING_PROBLEMS.filter((code) => code !== 'rail_key_missing').join(', ')}; ` +
          'with 422 `rail_key_missing` a USDT rail enabled without its account key in the ' +
          'environment. The change applies to the next order, ' +
          'limit check and notification on every replica within a second. Audited.',
      },
      async (ctx) => {
        const previous = await readStoredSettings(deps.db);
        const current = effectiveSettings(deps.config, previous);
        const next = toStore(ctx.state.input.body, current, previous, deps.config);
        const actor = (ctx.state as unknown as AdminState).admin.username;
        await saveStoredSettings(deps.db, { ...next, updatedAt: new Date(), updatedBy: actor });
        await audit(ctx, {
          entityId: 'site',
          action: 'update',
          before: auditedValues(previous),
          after: auditedValues(next),
        });
        ctx.body = await effective();
      },
    );
    return api;
  },
};
