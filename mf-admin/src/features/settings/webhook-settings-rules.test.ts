import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@minesite/shared/contract';
import { PLACEHOLDER_SETTINGS } from './placeholder-settings';
import { newSecretProblem, webhookUrlProblem } from './settings-field-checks';
import { settingsFormValues, settingsRequest, webhookSecretProblem } from './settings-form-rules';

const withSecret: SiteSettings = {
  ...PLACEHOLDER_SETTINGS,
  webhooks: {
    url: { value: 'https://shop.example.com/hooks', source: 'settings' },
    secretSet: { value: true, source: 'settings' },
  },
};

describe('the webhook fields of the settings form', () => {
  it('keep the secret set unless a new one is typed, and drop both with the URL', () => {
    const values = settingsFormValues(withSecret);
    expect(values.webhookSecret).toBe('');
    expect(settingsRequest(values).webhooks).toEqual({ url: 'https://shop.example.com/hooks' });
    expect(
      settingsRequest({ ...values, webhookSecret: 'a-new-secret-0123456789' }).webhooks,
    ).toEqual({ url: 'https://shop.example.com/hooks', secret: 'a-new-secret-0123456789' });
    expect(settingsRequest({ ...values, webhookUrl: ' ' }).webhooks).toEqual({
      url: null,
      secret: null,
    });
  });

  it('ask for a secret with a URL when none is set, and check both as the service does', () => {
    const values = settingsFormValues(PLACEHOLDER_SETTINGS);
    const withUrl = { ...values, webhookUrl: 'https://shop.example.com/hooks' };
    expect(webhookSecretProblem(withUrl, false)).toEqual({
      id: 'admin.settings.problem.webhookSecretRequired',
    });
    expect(webhookSecretProblem(withUrl, true)).toBeNull();
    expect(webhookSecretProblem(values, false)).toBeNull();

    expect(webhookUrlProblem('')).toBeNull();
    expect(webhookUrlProblem('https://shop.example.com/hooks')).toBeNull();
    expect(webhookUrlProblem('ftp://shop.example.com')).toEqual({ id: 'admin.form.invalid' });
    expect(newSecretProblem('')).toBeNull();
    expect(newSecretProblem('short')).not.toBeNull();
    expect(newSecretProblem('long-enough-secret-0123')).toBeNull();
  });
});
