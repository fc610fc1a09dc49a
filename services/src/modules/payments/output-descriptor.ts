// The shop's account as the operator's wallet imports it: an output descriptor (BIP380) with
// its checksum, so that the wallet derives the very addresses orders are given (receive chain
// m/0/i, payment-keys.ts) and shows every payment to them.
//
// `wpkh([fp/84h/0h/0h]xpub…/0/*)` for a zpub/vpub, `sh(wpkh([fp/49h/0h/0h]xpub…/0/*))` for a
// ypub/upub, `pkh([fp/44h/0h/0h]xpub…/0/*)` for an xpub/tpub; coin type 1h off mainnet. The key
// is written with the xpub/tpub version bytes: the descriptor states the script type itself,
// and Bitcoin Core reads no SLIP-132 prefix (zpub, ypub…).
//
// The key origin. An account key carries its parent's fingerprint (of m/84'/0'), never the
// master's, so the master fingerprint is unknown unless the operator gives it. Bitcoin Core
// takes a descriptor with or without an origin, with any fingerprint. Sparrow needs one: a
// keystore without a master fingerprint and path is not valid there, and when it has none,
// Sparrow itself writes the key's own fingerprint (drongo's OutputDescriptor). So the origin is
// always written, with the master fingerprint when given and else the account key's own. For
// watching payments that is all a wallet needs; a hardware wallet that is to sign what this
// watch-only wallet prepares needs its real master fingerprint written in its place.
import { HDKey } from '@scure/bip32';
import type {
  PaymentAddressSetting,
  PaymentNetwork,
  WalletExport,
} from '@minesite/shared/contract';
import {
  KEY_FORMATS,
  parseAccountKey,
  type AddressKind,
  type PaymentAccount,
} from './payment-keys.js';

/** BIP380's input characters, in the groups of 32 its checksum is built on. */
const INPUT_CHARSET =
  '0123456789()[],\'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#"\\ ';
/** The checksum's characters (bech32's). */
const CHECKSUM_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
/** The generator of the checksum's BCH code (Bitcoin Core's descriptor.cpp, PolyMod). */
const GENERATOR = [0xf5dee51989n, 0xa9fdca3312n, 0x1bab10e32dn, 0x3706b1677an, 0x644d626ffdn];

function polymod(c: bigint, value: number): bigint {
  const top = c >> 35n;
  let next = ((c & 0x7ffffffffn) << 5n) ^ BigInt(value);
  for (let bit = 0; bit < 5; bit++) {
    if ((top >> BigInt(bit)) & 1n) next ^= GENERATOR[bit]!;
  }
  return next;
}

/** The 8-character BIP380 checksum of a descriptor (without its `#…`). */
export function descriptorChecksum(descriptor: string): string {
  let c = 1n;
  let groups = 0;
  let grouped = 0;
  for (const char of descriptor) {
    const position = INPUT_CHARSET.indexOf(char);
    if (position < 0) throw new Error(`a descriptor cannot hold the character ${char}`);
    // Each character's place within its group, and every three characters their groups.
    c = polymod(c, position & 31);
    groups = groups * 3 + (position >> 5);
    if (++grouped === 3) {
      c = polymod(c, groups);
      groups = 0;
      grouped = 0;
    }
  }
  if (grouped > 0) c = polymod(c, groups);
  for (let i = 0; i < 8; i++) c = polymod(c, 0);
  c ^= 1n; // so that appending zeroes changes the checksum
  let checksum = '';
  for (let i = 0; i < 8; i++)
    checksum += CHECKSUM_CHARSET[Number((c >> BigInt(5 * (7 - i))) & 31n)];
  return checksum;
}

/** `descriptor#checksum`. */
export function withChecksum(descriptor: string): string {
  return `${descriptor}#${descriptorChecksum(descriptor)}`;
}

const PURPOSE: Record<AddressKind, number> = { p2pkh: 44, 'p2sh-p2wpkh': 49, p2wpkh: 84 };
const HARDENED = 0x80000000;

export interface AccountDescriptors {
  /** The receive chain (`/0/*`), where every order's address comes from. */
  receive: string;
  /** The change chain (`/1/*`), for a wallet that also spends from the account. */
  change: string;
  /** The origin's fingerprint (hex): the master's when given, else the account key's own. */
  originFingerprint: string;
  /** The origin's path, as BIP44/49/84 lay accounts out (`84h/0h/0h`). */
  originPath: string;
}

/**
 * The account's descriptors. `masterFingerprint`: the wallet's (8 hex digits), when known; the
 * account number is the key's own (its hardened index at depth 3), else 0.
 */
export function accountDescriptors(
  account: PaymentAccount,
  masterFingerprint?: string,
): AccountDescriptors {
  const { key, kind, network } = account;
  const coin = network === 'mainnet' ? 0 : 1;
  const accountNumber = key.depth === 3 && key.index >= HARDENED ? key.index - HARDENED : 0;
  const originPath = `${PURPOSE[kind]}h/${coin}h/${accountNumber}h`;
  const originFingerprint = (masterFingerprint ?? account.fingerprint).toLowerCase();
  const xpub = plainExtendedKey(key, network === 'mainnet' ? 'xpub' : 'tpub');
  const chain = (branch: 0 | 1) => {
    const keyExpression = `[${originFingerprint}/${originPath}]${xpub}/${branch}/*`;
    switch (kind) {
      case 'p2wpkh':
        return withChecksum(`wpkh(${keyExpression})`);
      case 'p2sh-p2wpkh':
        return withChecksum(`sh(wpkh(${keyExpression}))`);
      case 'p2pkh':
        return withChecksum(`pkh(${keyExpression})`);
    }
  };
  return { receive: chain(0), change: chain(1), originFingerprint, originPath };
}

/** The same public key with the plain BIP32 version bytes (xpub or tpub). */
function plainExtendedKey(key: HDKey, prefix: 'xpub' | 'tpub'): string {
  const versions = KEY_FORMATS.find((format) => format.prefix === prefix)!.versions;
  if (!key.publicKey || !key.chainCode) throw new Error('the account key has no public key');
  return new HDKey({
    versions,
    depth: key.depth,
    index: key.index,
    parentFingerprint: key.parentFingerprint,
    chainCode: key.chainCode,
    publicKey: key.publicKey,
  }).publicExtendedKey;
}

/**
 * The settings page's view of the payment address: the descriptors of an account key; null for
 * a fixed address, none, or a key that does not fit the network (the page says why elsewhere).
 */
export function walletExport(
  address: PaymentAddressSetting | null,
  network: PaymentNetwork,
): WalletExport | null {
  if (address?.kind !== 'account') return null;
  let account: PaymentAccount;
  try {
    account = parseAccountKey(address.value, network);
  } catch {
    return null;
  }
  const { receive, change, originFingerprint } = accountDescriptors(account);
  return { receiveDescriptor: receive, changeDescriptor: change, originFingerprint };
}
