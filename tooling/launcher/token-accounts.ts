/**
 * The USDT rails' account keys of the test site: the TRON account m/44'/195'/0' and the
 * Ethereum one m/44'/60'/0' of a fresh random seed (the service derives each order's address
 * from them), unless the run names its own.
 */
import { randomBytes } from 'node:crypto';
import { HDKey } from '@scure/bip32';

export function tokenAccountEnv(
  env: Record<string, string | undefined>,
  seed: Uint8Array = randomBytes(32),
): Record<string, string> {
  const root = HDKey.fromMasterSeed(seed);
  return {
    PAYMENT_TRON_ACCOUNT_XPUB:
      env.PAYMENT_TRON_ACCOUNT_XPUB ?? root.derive("m/44'/195'/0'").publicExtendedKey,
    PAYMENT_ETH_ACCOUNT_XPUB:
      env.PAYMENT_ETH_ACCOUNT_XPUB ?? root.derive("m/44'/60'/0'").publicExtendedKey,
  };
}
