import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { RailAccount } from '@minesite/shared/contract';
import { withCatalogs } from '@minesite/shared/remote-page';
import { aRailAccount, aRailWithoutKey } from '@minesite/shared/testing/rail-account-fixtures';
import { renderWithProviders } from '@minesite/shared/testing/render';
import en from '../../../i18n/en.json';
import { settingsCatalogs } from '../../../i18n/settings-catalogs';
import { RailAccounts } from './rail-accounts';

afterEach(cleanup);

const Panel = withCatalogs(RailAccounts, settingsCatalogs);

const gap = (longestUnusedRun: number, gapLimit: number) => ({
  handedOut: 30,
  longestUnusedRun,
  gapLimit,
  aboveDefault: gapLimit > 20,
});

const accounts: RailAccount[] = [
  aRailAccount('btc', {
    enabled: true,
    accountKey: 'wpkh([0a1b2c3d/84h/1h/0h]tpubExample/0/*)#abcdefgh',
    confirmations: 2,
    addressGap: gap(4, 20),
  }),
  aRailAccount('usdt-tron', {
    enabled: false,
    accountKey: 'xpubTronExample',
    addressGap: gap(26, 31),
  }),
  aRailWithoutKey('usdt-ethereum'),
];

it('shows each rail’s state, key, path, contract, confirmations and its own gap limit', async () => {
  renderWithProviders(<Panel accounts={accounts} />, {
    preloadedState: { locale: { current: 'en' } },
  });

  expect(await screen.findByRole('heading', { name: en['admin.settings.rails'] })).toBeTruthy();
  const btc = within(screen.getByRole('article', { name: /^BTC/ }));
  expect(btc.getByText(en['admin.settings.rails.enabled'])).toBeTruthy();
  expect(btc.getByText(accounts[0]!.accountKey!)).toBeTruthy();
  expect(btc.queryByRole('alert')).toBeNull();

  const tron = within(screen.getByRole('article', { name: /TRON/ }));
  expect(tron.getByText(en['admin.settings.rails.disabled'])).toBeTruthy();
  expect(tron.getByText('xpubTronExample')).toBeTruthy();
  expect(tron.getByText("m/44'/195'/0'/0/*")).toBeTruthy();
  expect(tron.getByText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeTruthy();
  expect(tron.getByText('26')).toBeTruthy();
  expect(tron.getByRole('alert').textContent).toContain('set the gap limit to 31');

  const ethereum = within(screen.getByRole('article', { name: /Ethereum/ }));
  expect(ethereum.getByText(en['admin.settings.rails.unavailable'])).toBeTruthy();
  expect(ethereum.getByText('Not set (PAYMENT_ETH_ACCOUNT_XPUB)')).toBeTruthy();
  expect(ethereum.queryByText(en['admin.settings.rails.handedOut'])).toBeNull();
});
