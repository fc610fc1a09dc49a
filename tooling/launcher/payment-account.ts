/**
 * The local payment account: where orders on a developer's site are paid, so that `npm start`
 * needs no configuration and every address on the page is a real (regtest) one. A random seed
 * gives a BIP84 regtest account m/84'/1'/0'; the service gets its vpub, the file keeps its
 * vprv too (in `.data/`, never committed) so that a regtest wallet can spend what was paid.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HDKey } from '@scure/bip32';

/** BIP84 on testnet and regtest: vprv/vpub (SLIP-132). */
const VPUB_VERSIONS = { private: 0x045f18bc, public: 0x045f1cf6 };
export const ACCOUNT_PATH = "m/84'/1'/0'";

export interface PaymentAccountFile {
  network: 'regtest';
  path: typeof ACCOUNT_PATH;
  /** The account's extended private key (vprv): only for a local regtest wallet. */
  vprv: string;
  /** What the service gets as PAYMENT_ACCOUNT_XPUB. */
  vpub: string;
}

/** A fresh account from `seed` (random by default). */
export function newPaymentAccount(seed: Uint8Array = randomBytes(32)): PaymentAccountFile {
  const account = HDKey.fromMasterSeed(seed, VPUB_VERSIONS).derive(ACCOUNT_PATH);
  return {
    network: 'regtest',
    path: ACCOUNT_PATH,
    vprv: account.privateExtendedKey,
    vpub: account.publicExtendedKey,
  };
}

/** The account kept in `file`, made (and kept) on first use; a damaged file is replaced. */
export function localPaymentAccount(file: string): PaymentAccountFile {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<PaymentAccountFile>;
    if (kept.network === 'regtest' && kept.vprv && kept.vpub) {
      const key = HDKey.fromExtendedKey(kept.vprv, VPUB_VERSIONS);
      if (key.publicExtendedKey === kept.vpub) return kept as PaymentAccountFile;
    }
  } catch {
    // missing or unreadable: make one
  }
  const account = newPaymentAccount();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(account, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return account;
}

/**
 * The payment variables for the service: none when the developer set an account key or a
 * fixed address (theirs stands), else the local regtest account.
 */
export function paymentEnv(
  env: Record<string, string | undefined>,
  account: () => PaymentAccountFile,
): Record<string, string> {
  if (env.PAYMENT_ACCOUNT_XPUB || env.PAYMENT_ADDRESS) return {};
  return { PAYMENT_ACCOUNT_XPUB: account().vpub, PAYMENT_NETWORK: 'regtest' };
}
