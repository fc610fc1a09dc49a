import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { withCatalogs } from '@minesite/shared/remote-page';
import { renderWithProviders } from '@minesite/shared/testing/render';
import en from '../../../i18n/en.json';
import { settingsCatalogs } from '../../../i18n/settings-catalogs';
import { WalletDescriptors } from './wallet-descriptors';

afterEach(cleanup);

const Wallet = withCatalogs(WalletDescriptors, settingsCatalogs);

it('shows both descriptors whole, each with its own copy button, and says whose fingerprint it names', async () => {
  const wallet = {
    receiveDescriptor: 'wpkh([0a1b2c3d/84h/1h/0h]tpubExample/0/*)#abcdefgh',
    changeDescriptor: 'wpkh([0a1b2c3d/84h/1h/0h]tpubExample/1/*)#hgfedcba',
    originFingerprint: '0a1b2c3d',
  };
  renderWithProviders(<Wallet wallet={wallet} />, {
    preloadedState: { locale: { current: 'en' } },
  });

  expect(await screen.findByRole('heading', { name: en['admin.settings.wallet'] })).toBeTruthy();
  expect(screen.getByTestId('settings-wallet-receive').textContent).toBe(wallet.receiveDescriptor);
  expect(screen.getByTestId('settings-wallet-change').textContent).toBe(wallet.changeDescriptor);
  expect(
    screen.getByRole('button', { name: en['admin.settings.wallet.copyReceive'] }),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: en['admin.settings.wallet.copyChange'] })).toBeTruthy();
  expect(screen.getByText(/\(0a1b2c3d\) is the account key’s own/)).toBeTruthy();
});
