import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@minesite/shared/contract';
import { PLACEHOLDER_SETTINGS } from './placeholder-settings';
import { emailProblem, numberProblem } from './settings-field-checks';
import { paymentProblemId, settingsFormValues, settingsRequest } from './settings-form-rules';

const settings: SiteSettings = {
  ...PLACEHOLDER_SETTINGS,
  payment: {
    ...PLACEHOLDER_SETTINGS.payment,
    address: { value: { kind: 'fixed', value: 'tb1qexample' }, source: 'settings' },
    network: { value: 'testnet', source: 'settings' },
    confirmations: { value: 2, source: 'default' },
    quoteLifetimeMinutes: { value: 60, source: 'env' },
  },
  rails: {
    'usdt-tron': { value: true, source: 'settings' },
    'usdt-ethereum': { value: false, source: 'env' },
  },
};

describe('the settings form', () => {
  it('sends back what it read, with no address when none is given', () => {
    const values = settingsFormValues(settings);

    expect(settingsRequest(values)).toEqual({
      payment: {
        address: { kind: 'fixed', value: 'tb1qexample' },
        network: 'testnet',
        confirmations: 2,
        quoteLifetimeMinutes: 60,
      },
      notifications: { operatorEmail: null, operatorLocale: 'zh' },
      publicWrites: { limit: 20, windowSeconds: 60, globalLimit: 300 },
      webhooks: { url: null, secret: null },
      rails: { 'usdt-tron': true, 'usdt-ethereum': false },
    });
    expect(settingsRequest({ ...values, addressValue: '  ' }).payment.address).toBeNull();
  });

  it('checks numbers and the e-mail as the service does', () => {
    expect(numberProblem('confirmations', '')).toEqual({ id: 'admin.form.required' });
    expect(numberProblem('confirmations', '0')).toEqual({
      id: 'admin.form.min',
      values: { min: 1 },
    });
    expect(numberProblem('windowSeconds', '1.5')).toEqual({ id: 'admin.form.integer' });
    expect(numberProblem('limit', '20')).toBeNull();
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('not-an-address')).toEqual({ id: 'admin.form.invalid' });
  });

  it('words the service’s refusals of an address', () => {
    expect(paymentProblemId('payment_wrong_network')).toBe('admin.settings.problem.wrongNetwork');
    expect(paymentProblemId('rail_key_missing')).toBe('admin.settings.problem.railKeyMissing');
    expect(paymentProblemId('validation_failed')).toBeNull();
  });
});
