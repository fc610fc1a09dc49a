// Account keys of the token rails: an account-level xpub at m/44'/195'/0' (TRON) or
// m/44'/60'/0' (Ethereum), receive addresses m/0/i as the chains' wallets derive them. Both
// chains name a key by the last 20 bytes of keccak-256 of its uncompressed public key: Ethereum
// writes them in hex with the EIP-55 checksum, TRON in base58check after the byte 0x41.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import type { PaymentNetwork, TokenRail } from '@minesite/shared/contract';
import type { AddressChain } from './addresses.js';
import { PaymentSetupError, receivePublicKeys } from './payment-keys.js';

/** The BIP44 coin type of each rail's chain: the account key is m/44'/<coin type>'/<account>'. */
export const TOKEN_COIN_TYPES: Record<TokenRail, number> = {
  'usdt-tron': 195,
  'usdt-ethereum': 60,
};

/** Account keys sit three levels below the root: purpose, coin type, account. */
const ACCOUNT_DEPTH = 3;

/** A token rail's account public key, ready to derive receive addresses from. */
export interface TokenAccount {
  rail: TokenRail;
  key: HDKey;
  /** The account key's own BIP32 fingerprint (hex). */
  fingerprint: string;
}

/**
 * Reads a token rail's account-level extended public key (`xpub`: Ethereum and TRON wallets
 * export the mainnet version whatever the network). Refuses private keys, other prefixes, bad
 * checksums and keys that are not at an account's depth, naming `variable`.
 */
export function parseTokenAccountKey(
  text: string,
  rail: TokenRail,
  variable: string,
): TokenAccount {
  const value = text.trim();
  const path = `m/44'/${TOKEN_COIN_TYPES[rail]}'/0'`;
  if (/^[a-z]prv/.test(value)) {
    throw new PaymentSetupError(
      `${variable} is a private key; give the account's extended public key (xpub of ${path})`,
    );
  }
  if (!value.startsWith('xpub')) {
    throw new PaymentSetupError(`${variable} must be an extended public key starting with xpub`);
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(value);
  } catch (error) {
    throw new PaymentSetupError(`${variable} is not a valid xpub (bad checksum, length or key)`, {
      cause: error,
    });
  }
  if (key.privateKey) {
    throw new PaymentSetupError(`${variable} is a private key; give the extended public key`);
  }
  if (key.depth !== ACCOUNT_DEPTH) {
    throw new PaymentSetupError(
      `${variable} is a key at depth ${key.depth}; give the account's key (${path}, depth ${ACCOUNT_DEPTH})`,
    );
  }
  return { rail, key, fingerprint: key.fingerprint.toString(16).padStart(8, '0') };
}

/** The 20 bytes both chains address a public key (compressed or not) by. */
function accountId(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** An Ethereum address with the EIP-55 mixed-case checksum. */
export function ethereumAddress(publicKey: Uint8Array): string {
  return checksummed(bytesToHex(accountId(publicKey)));
}

/**
 * An Ethereum address (`0x` and 40 hex digits) written with its EIP-55 checksum; null when it
 * is not one, or is mixed-case with a wrong checksum.
 */
export function checksummedEthereumAddress(text: string): string | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return null;
  const address = checksummed(text.slice(2).toLowerCase());
  const oneCase =
    text.slice(2) === text.slice(2).toLowerCase() || text.slice(2) === text.slice(2).toUpperCase();
  return oneCase || address === text ? address : null;
}

/** EIP-55: each hex letter upper-case where the nibble of keccak-256(lower-case hex) is 8 or more. */
function checksummed(lowerHex: string): string {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lowerHex)));
  const digits = [...lowerHex].map((digit, i) =>
    parseInt(hash[i]!, 16) >= 8 ? digit.toUpperCase() : digit,
  );
  return `0x${digits.join('')}`;
}

const base58check = createBase58check(sha256);
/** The byte TRON's main network puts before an account id (the addresses starting with T). */
const TRON_PREFIX = 0x41;

/** Whether `text` is a TRON address (base58check of 0x41 and 20 bytes). */
export function isTronAddress(text: string): boolean {
  try {
    const bytes = base58check.decode(text);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/** A TRON address (base58check of 0x41 and the account id: `T…`). */
export function tronAddress(publicKey: Uint8Array): string {
  const id = accountId(publicKey);
  const bytes = new Uint8Array(id.length + 1);
  bytes[0] = TRON_PREFIX;
  bytes.set(id, 1);
  return base58check.encode(bytes);
}

/** The receive address m/0/`index` of a token rail's account. */
export function tokenReceiveAddress(account: TokenAccount, index: number): string {
  return tokenReceiveAddresses(account, index, 1)[0]!;
}

/** The receive addresses m/0/`from` to m/0/`from + count - 1` of a token account. */
export function tokenReceiveAddresses(account: TokenAccount, from: number, count: number) {
  const encode = account.rail === 'usdt-tron' ? tronAddress : ethereumAddress;
  return receivePublicKeys(account.key, from, count).map((publicKey) => encode(publicKey));
}

/** Where a token rail's addresses are handed out from (addresses.ts), the rail naming its indexes. */
export function tokenAddressChain(account: TokenAccount, network: PaymentNetwork): AddressChain {
  return {
    namespace: `${account.rail}:${account.fingerprint}`,
    network,
    addressesAt: (from, count) => tokenReceiveAddresses(account, from, count),
  };
}
