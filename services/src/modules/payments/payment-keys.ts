// Payment keys and addresses: an account-level extended public key (receive chain m/0/i, as
// BTCPay Server and every BIP44/49/84 wallet derive them) or one fixed address. Keys and
// addresses are checked (checksum, network, kind) when the configuration is read, so a bad one
// stops the start naming its variable.
import { HDKey, type Versions } from '@scure/bip32';
import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer';
import type { PaymentNetwork } from '@minesite/shared/contract';
import { hash160, ReceiveChain } from './receive-chain.js';

type BtcNetwork = typeof NETWORK;

/** Address parameters per network; regtest differs from testnet only in its bech32 prefix. */
export const BTC_NETWORKS: Record<PaymentNetwork, BtcNetwork> = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  regtest: { ...TEST_NETWORK, bech32: 'bcrt' },
};

/** The address kind an account's receive addresses have. */
export type AddressKind = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh';

interface KeyFormat {
  prefix: string;
  /** Mainnet keys, or test keys (testnet and regtest share the version bytes). */
  chain: 'main' | 'test';
  kind: AddressKind;
  versions: Versions;
}

/** The SLIP-132 version bytes of the account keys a wallet exports (BIP32, BIP49, BIP84). */
export const KEY_FORMATS: readonly KeyFormat[] = [
  {
    prefix: 'xpub',
    chain: 'main',
    kind: 'p2pkh',
    versions: { public: 0x0488b21e, private: 0x0488ade4 },
  },
  {
    prefix: 'ypub',
    chain: 'main',
    kind: 'p2sh-p2wpkh',
    versions: { public: 0x049d7cb2, private: 0x049d7878 },
  },
  {
    prefix: 'zpub',
    chain: 'main',
    kind: 'p2wpkh',
    versions: { public: 0x04b24746, private: 0x04b2430c },
  },
  {
    prefix: 'tpub',
    chain: 'test',
    kind: 'p2pkh',
    versions: { public: 0x043587cf, private: 0x04358394 },
  },
  {
    prefix: 'upub',
    chain: 'test',
    kind: 'p2sh-p2wpkh',
    versions: { public: 0x044a5262, private: 0x044a4e28 },
  },
  {
    prefix: 'vpub',
    chain: 'test',
    kind: 'p2wpkh',
    versions: { public: 0x045f1cf6, private: 0x045f18bc },
  },
];

const chainOf = (network: PaymentNetwork) => (network === 'mainnet' ? 'main' : 'test');

/** An account's public key, ready to derive receive addresses from. */
export interface PaymentAccount {
  key: HDKey;
  kind: AddressKind;
  network: PaymentNetwork;
  /** The account key's own BIP32 fingerprint (hex): the namespace of its address indexes. */
  fingerprint: string;
}

/** A key or address that cannot be used: the message names the variable, never the value. */
export class PaymentSetupError extends Error {}

/**
 * Reads an account-level extended public key for `network`. Refuses private keys, keys of
 * another network, unknown prefixes and bad checksums, naming `variable`.
 */
export function parseAccountKey(
  text: string,
  network: PaymentNetwork,
  variable = 'PAYMENT_ACCOUNT_XPUB',
): PaymentAccount {
  const value = text.trim();
  const privatePrefix = /^[xyztuv]prv/.test(value);
  if (privatePrefix) {
    throw new PaymentSetupError(
      `${variable} is a private key; give the account's extended public key (xpub, ypub, zpub, tpub, upub or vpub)`,
    );
  }
  const format = KEY_FORMATS.find((candidate) => value.startsWith(candidate.prefix));
  if (!format) {
    throw new PaymentSetupError(
      `${variable} must be an extended public key starting with xpub, ypub, zpub, tpub, upub or vpub`,
    );
  }
  if (format.chain !== chainOf(network)) {
    throw new PaymentSetupError(
      `${variable} is a ${format.chain === 'main' ? 'mainnet' : 'testnet/regtest'} key (${format.prefix}) but PAYMENT_NETWORK is ${network}`,
    );
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(value, format.versions);
  } catch (error) {
    throw new PaymentSetupError(
      `${variable} is not a valid ${format.prefix} (bad checksum, length or key)`,
      { cause: error },
    );
  }
  if (key.privateKey) {
    throw new PaymentSetupError(`${variable} is a private key; give the extended public key`);
  }
  return {
    key,
    kind: format.kind,
    network,
    fingerprint: key.fingerprint.toString(16).padStart(8, '0'),
  };
}

/** Each account's receive chain m/0, derived once (a derivation is an elliptic-curve product). */
const receiveChains = new WeakMap<HDKey, ReceiveChain>();

/**
 * The compressed public keys of the receive addresses m/0/`from` to m/0/`from + count - 1` of
 * an account key (any chain's).
 */
export function receivePublicKeys(accountKey: HDKey, from: number, count: number): Uint8Array[] {
  let chain = receiveChains.get(accountKey);
  if (!chain) receiveChains.set(accountKey, (chain = new ReceiveChain(accountKey.deriveChild(0))));
  return chain.childKeys(from, count);
}

/** The receive addresses m/0/`from` to m/0/`from + count - 1` of the account. */
export function receiveAddresses(account: PaymentAccount, from: number, count: number): string[] {
  const address = Address(BTC_NETWORKS[account.network]);
  // The key hash alone: the point was made on the curve, so no check of the key again.
  return receivePublicKeys(account.key, from, count).map((publicKey) => {
    const hash = hash160(publicKey);
    switch (account.kind) {
      case 'p2pkh':
        return address.encode({ type: 'pkh', hash });
      case 'p2sh-p2wpkh':
        return address.encode({
          type: 'sh',
          hash: hash160(OutScript.encode({ type: 'wpkh', hash })),
        });
      case 'p2wpkh':
        return address.encode({ type: 'wpkh', hash });
    }
  });
}

/** The receive address m/0/`index` of the account. */
export function receiveAddress(account: PaymentAccount, index: number): string {
  return receiveAddresses(account, index, 1)[0]!;
}

/** Checks a fixed address (checksum, network) and gives it back trimmed. */
export function parseFixedAddress(
  text: string,
  network: PaymentNetwork,
  variable = 'PAYMENT_ADDRESS',
): string {
  const address = text.trim();
  if (decodes(address, network)) return address;
  const other = (Object.keys(BTC_NETWORKS) as PaymentNetwork[]).find(
    (candidate) => chainOf(candidate) !== chainOf(network) && decodes(address, candidate),
  );
  throw new PaymentSetupError(
    other
      ? `${variable} is a ${other} address but PAYMENT_NETWORK is ${network}`
      : `${variable} is not a valid ${network} Bitcoin address (format or checksum)`,
  );
}

function decodes(address: string, network: PaymentNetwork): boolean {
  try {
    Address(BTC_NETWORKS[network]).decode(address);
    return true;
  } catch {
    return false;
  }
}

/** Where orders are paid: an account deriving one address per order, or one fixed address. */
export type PaymentAddressSource =
  | { kind: 'account'; account: PaymentAccount }
  | { kind: 'fixed'; address: string; network: PaymentNetwork };
