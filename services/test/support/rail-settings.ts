// The operator turning USDT rails on or off from the settings page, the rest of the page as it
// stands.
import type { TestApi } from './test-api.js';

/** PUT /api/admin/settings with the page's values as they stand and `rails` changed. */
export async function saveRails(
  api: TestApi,
  admin: { cookie: string },
  rails: Record<string, boolean>,
) {
  const { body } = await api.call('GET', '/api/admin/settings', undefined, admin);
  const value = <T>(setting: { value: T }) => setting.value;
  return api.call(
    'PUT',
    '/api/admin/settings',
    {
      payment: {
        address: null,
        network: value(body.payment.network),
        confirmations: value(body.payment.confirmations),
        quoteLifetimeMinutes: value(body.payment.quoteLifetimeMinutes),
      },
      notifications: { operatorEmail: null, operatorLocale: 'en' },
      publicWrites: { limit: 20, windowSeconds: 60, globalLimit: 300 },
      rails,
    },
    admin,
  );
}
