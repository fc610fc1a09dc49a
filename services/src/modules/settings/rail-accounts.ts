// The settings page's view of each rail: whether buyers may pick it, the account key its wallet
// imports (public data), where its addresses are derived, its token contract and confirmations,
// and the gap limit its wallet needs (the dashboard's figure, per chain).
import {
  RAIL_KEY_VARIABLES,
  type AddressGap,
  type RailAccount,
  type SiteSettings,
  type TokenRail,
  type WalletExport,
} from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import type { Config } from '../../config.js';
import { addressGap, btcAccountInUse, chainGap } from '../dashboard/address-gap.js';
import { accountDescriptors } from '../payments/output-descriptor.js';
import { TOKEN_COIN_TYPES, tokenAddressChain } from '../payments/token-keys.js';

const HARDENED = 0x8000_0000;

/** `84h/0h/0h` and the receive chain as wallets write a path: `m/84'/0'/0'/0/*`. */
const receivePath = (accountPath: string) => `m/${accountPath.replaceAll('h', "'")}/0/*`;

/** A BIP32 child index as paths write it (`0h` hardened). */
const childIndex = (index: number) => (index >= HARDENED ? `${index - HARDENED}h` : `${index}`);

async function btcAccount(
  db: Db,
  config: Config,
  settings: SiteSettings,
  wallet: WalletExport | null,
): Promise<RailAccount> {
  const [account, gap] = await Promise.all([btcAccountInUse(db, config), addressGap(db, config)]);
  return {
    rail: 'btc',
    enabled: true,
    available: settings.payment.address.value !== null,
    keyVariable: RAIL_KEY_VARIABLES.btc,
    accountKey: wallet?.receiveDescriptor ?? null,
    derivationPath: account ? receivePath(accountDescriptors(account).originPath) : null,
    contract: null,
    confirmations: settings.payment.confirmations.value,
    addressGap: gap,
  };
}

async function tokenAccount(
  db: Db,
  config: Config,
  settings: SiteSettings,
  rail: TokenRail,
): Promise<RailAccount> {
  const { accounts, contracts, tronConfirmations, ethConfirmations } = config.tokenRails;
  const account = accounts[rail];
  let gap: AddressGap | null = null;
  if (account) {
    gap = await chainGap(db, tokenAddressChain(account, settings.payment.network.value).namespace);
  }
  return {
    rail,
    enabled: settings.rails[rail].value,
    available: account !== null,
    keyVariable: RAIL_KEY_VARIABLES[rail],
    accountKey: account?.key.publicExtendedKey ?? null,
    derivationPath: account
      ? receivePath(`44h/${TOKEN_COIN_TYPES[rail]}h/${childIndex(account.key.index)}`)
      : null,
    contract: contracts[rail],
    confirmations: rail === 'usdt-tron' ? tronConfirmations : ethConfirmations,
    addressGap: gap,
  };
}

/** BTC, USDT on TRON and USDT on Ethereum, in that order. */
export function railAccounts(
  db: Db,
  config: Config,
  settings: SiteSettings,
  wallet: WalletExport | null,
): Promise<RailAccount[]> {
  return Promise.all([
    btcAccount(db, config, settings, wallet),
    tokenAccount(db, config, settings, 'usdt-tron'),
    tokenAccount(db, config, settings, 'usdt-ethereum'),
  ]);
}
