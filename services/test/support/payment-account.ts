// The payment setup every test API gets unless a test sets its own: a regtest account derived
// from a fixed seed, so that orders get real, checkable addresses (bcrt1…).
import { HDKey } from '@scure/bip32';

/** BIP84's regtest/testnet version bytes (vprv/vpub). */
const VPUB_VERSIONS = { private: 0x045f18bc, public: 0x045f1cf6 };

const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + 3) & 0xff);

/** The account m/84'/1'/0' of the fixed seed, as the launcher makes its local one. */
export const testPaymentAccount = HDKey.fromMasterSeed(seed, VPUB_VERSIONS).derive("m/84'/1'/0'");

export const TEST_PAYMENT_ENV = {
  PAYMENT_ACCOUNT_XPUB: testPaymentAccount.publicExtendedKey,
  PAYMENT_NETWORK: 'regtest',
} as const;
