import type { SiteSettings } from '@minesite/shared/contract';

/**
 * A whole `SiteSettings` of the service's defaults: the form shown (disabled) while the real
 * ones load, so nothing moves after, and the base the tests change a field or two of (spread:
 * it is shared, never changed).
 */
export const PLACEHOLDER_SETTINGS: SiteSettings = {
  payment: {
    address: { value: null, source: 'default' },
    network: { value: 'mainnet', source: 'default' },
    confirmations: { value: 1, source: 'default' },
    quoteLifetimeMinutes: { value: 60, source: 'default' },
  },
  notifications: {
    operatorEmail: { value: null, source: 'default' },
    operatorLocale: { value: 'zh', source: 'default' },
  },
  publicWrites: {
    limit: { value: 20, source: 'default' },
    windowSeconds: { value: 60, source: 'default' },
    globalLimit: { value: 300, source: 'default' },
  },
  rails: {
    'usdt-tron': { value: false, source: 'default' },
    'usdt-ethereum': { value: false, source: 'default' },
  },
  webhooks: {
    url: { value: null, source: 'default' },
    secretSet: { value: false, source: 'default' },
  },
  updatedAt: null,
  updatedBy: null,
};
