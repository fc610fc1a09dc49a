// The USDT rails' account keys a test API gets when a test turns the rails on: the accounts
// m/44'/195'/0' (TRON) and m/44'/60'/0' (Ethereum) of a fixed seed.
import { HDKey } from '@scure/bip32';

const root = HDKey.fromMasterSeed(Uint8Array.from({ length: 32 }, (_, i) => (i * 11 + 5) & 0xff));

export const TEST_TOKEN_RAIL_ENV = {
  PAYMENT_TRON_ACCOUNT_XPUB: root.derive("m/44'/195'/0'").publicExtendedKey,
  PAYMENT_ETH_ACCOUNT_XPUB: root.derive("m/44'/60'/0'").publicExtendedKey,
} as const;
