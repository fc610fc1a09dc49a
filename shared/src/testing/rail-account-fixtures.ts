/**
 * Test helper: the settings page's rail accounts, typed by the contract, as the service answers
 * them. Each rail's chain fixes its key's variable, derivation path and token contract.
 */
import type { RailAccount } from '../contract';
import type { PaymentRail } from '../domain/payment-rails';

const CHAINS = {
  btc: {
    keyVariable: 'PAYMENT_ACCOUNT_XPUB',
    derivationPath: "m/84'/1'/0'/0/*",
    contract: null,
    confirmations: 1,
  },
  'usdt-tron': {
    keyVariable: 'PAYMENT_TRON_ACCOUNT_XPUB',
    derivationPath: "m/44'/195'/0'/0/*",
    contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    confirmations: 20,
  },
  'usdt-ethereum': {
    keyVariable: 'PAYMENT_ETH_ACCOUNT_XPUB',
    derivationPath: "m/44'/60'/0'/0/*",
    contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    confirmations: 12,
  },
} satisfies Record<
  PaymentRail,
  Omit<RailAccount, 'rail' | 'enabled' | 'available' | 'accountKey' | 'addressGap'>
>;

/** A rail whose account key is set: it may be turned on, and its wallet has a gap limit. */
export const aRailAccount = (
  rail: PaymentRail,
  account: Pick<RailAccount, 'enabled' | 'accountKey' | 'addressGap'> & Partial<RailAccount>,
): RailAccount => ({ rail, available: true, ...CHAINS[rail], ...account });

/** A rail whose account key the environment lacks: off, with no path and no wallet. */
export const aRailWithoutKey = (rail: PaymentRail): RailAccount => ({
  ...CHAINS[rail],
  rail,
  enabled: false,
  available: false,
  accountKey: null,
  derivationPath: null,
  addressGap: null,
});
