import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@minesite/shared/contract';
import { PLACEHOLDER_SETTINGS } from '../placeholder-settings';
import { withCatalogs } from '@minesite/shared/remote-page';
import { renderWithProviders } from '@minesite/shared/testing/render';
import en from '../../../i18n/en.json';
import { settingsCatalogs } from '../../../i18n/settings-catalogs';
import { SettingsForm } from './settings-form';

afterEach(cleanup);

const settings: SiteSettings = {
  ...PLACEHOLDER_SETTINGS,
  payment: {
    ...PLACEHOLDER_SETTINGS.payment,
    address: { value: { kind: 'fixed', value: 'tb1qexample' }, source: 'env' },
    network: { value: 'testnet', source: 'settings' },
    confirmations: { value: 2, source: 'default' },
  },
  rails: {
    'usdt-tron': { value: true, source: 'default' },
    'usdt-ethereum': { value: false, source: 'env' },
  },
};

const Form = withCatalogs(SettingsForm, settingsCatalogs);
const t = (id: keyof typeof en) => en[id];

async function renderForm() {
  renderWithProviders(<Form settings={settings} loading={false} />, {
    preloadedState: { locale: { current: 'en' } },
  });
  return screen.findByRole('textbox', { name: new RegExp(t('admin.settings.confirmations')) });
}

describe('the settings form', () => {
  it('shows each value, the environment’s read-only, every field named by its label', async () => {
    const confirmations = await renderForm();
    expect(confirmations).toHaveProperty('value', '2');
    const address = screen.getByRole('textbox', { name: new RegExp(t('admin.settings.address')) });
    expect(address).toHaveProperty('disabled', true);
    expect(address).toHaveProperty('value', 'tb1qexample');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('turns a USDT rail on or off; one without its account key stays off and says why', async () => {
    await renderForm();
    const tron = screen.getByRole('checkbox', { name: t('admin.settings.rail.usdt-tron') });
    expect(tron).toHaveProperty('checked', true);
    expect(tron).toHaveProperty('disabled', false);
    fireEvent.click(tron);
    expect(tron).toHaveProperty('checked', false);

    const ethereum = screen.getByRole('checkbox', {
      name: new RegExp(t('admin.settings.rail.usdt-ethereum').replace(/[()]/g, '\\$&')),
    });
    expect(ethereum).toHaveProperty('checked', false);
    expect(ethereum).toHaveProperty('disabled', true);
    const why = document.getElementById(ethereum.getAttribute('aria-describedby')!);
    expect(why?.textContent).toContain('PAYMENT_ETH_ACCOUNT_XPUB');
  });

  it('says what is wrong with a value as it is typed, under its field', async () => {
    const confirmations = await renderForm();
    fireEvent.change(confirmations, { target: { value: '' } });
    // The checks load with their first use.
    const problem = await screen.findByText(t('admin.form.required'), {}, { timeout: 10_000 });
    expect(confirmations.getAttribute('aria-invalid')).toBe('true');
    expect(confirmations.getAttribute('aria-describedby')).toBe(problem.id);
    fireEvent.change(confirmations, { target: { value: '3' } });
    await expect.poll(() => confirmations.getAttribute('aria-invalid')).toBe('false');
  });
});
