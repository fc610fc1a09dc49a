/**
 * The refund address the buyer types, checked lightly before it is sent: the shape of an
 * address on the order's rail's chain (Bitcoin: bech32 or base58 with the network's prefix;
 * TRON: `T…` in base58; Ethereum: `0x` and 40 hex digits). The service checks it for real
 * (checksum, network, chain) and is the one that decides.
 */
import type { ApiFailure } from '@minesite/shared/api';
import type { PaymentNetwork, PaymentRail } from '@minesite/shared/domain';

interface NetworkPrefixes {
  /** The bech32 human-readable part with its separator. */
  bech32: string;
  /** The first characters of the network's base58 addresses (P2PKH, P2SH). */
  base58: string[];
}

export const ADDRESS_PREFIXES: Record<PaymentNetwork, NetworkPrefixes> = {
  mainnet: { bech32: 'bc1', base58: ['1', '3'] },
  testnet: { bech32: 'tb1', base58: ['m', 'n', '2'] },
  regtest: { bech32: 'bcrt1', base58: ['m', 'n', '2'] },
};

/** The prefixes to show the buyer: `bc1, 1, 3`. */
export const addressPrefixes = (network: PaymentNetwork): string =>
  [ADDRESS_PREFIXES[network].bech32, ...ADDRESS_PREFIXES[network].base58].join(', ');

// bech32's alphabet (no 1, b, i, o) and base58's (no 0, O, I, l).
const BECH32_DATA = /^[02-9ac-hj-np-z]{8,87}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{26,35}$/;

/** The chain a rail's refund goes to, as the messages name it (`{chain, select, …}`). */
export const REFUND_CHAINS: Record<PaymentRail, 'bitcoin' | 'tron' | 'ethereum'> = {
  btc: 'bitcoin',
  'usdt-tron': 'tron',
  'usdt-ethereum': 'ethereum',
};

const TOKEN_ADDRESS_SHAPES: Record<Exclude<PaymentRail, 'btc'>, RegExp> = {
  'usdt-tron': /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  'usdt-ethereum': /^0x[0-9a-fA-F]{40}$/,
};

export function looksLikeAddress(
  input: string,
  network: PaymentNetwork,
  rail: PaymentRail = 'btc',
): boolean {
  const address = input.trim();
  if (rail !== 'btc') return TOKEN_ADDRESS_SHAPES[rail].test(address);
  const { bech32, base58 } = ADDRESS_PREFIXES[network];
  const lower = address.toLowerCase();
  if (lower.startsWith(bech32)) {
    // One case throughout: wallets write bech32 in lower case, QR codes in upper.
    if (address !== lower && address !== address.toUpperCase()) return false;
    return BECH32_DATA.test(lower.slice(bech32.length));
  }
  return base58.some((prefix) => address.startsWith(prefix)) && BASE58.test(address);
}

/** A light check of an optional e-mail (the service checks it for real). */
export const looksLikeEmail = (input: string): boolean =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim());

/** The service's refusals of a refund address, by their code. */
const REFUND_REFUSALS: Readonly<Record<string, string>> = {
  refund_address_invalid: 'orders.refund.error.addressInvalid',
  // An address of another chain: the buyer took the wrong wallet.
  refund_address_wrong_chain: 'orders.refund.error.wrongChain',
  refund_not_offered: 'orders.refund.error.notOffered',
};

export function refundFailureMessage(failure: ApiFailure): string {
  if (failure.kind === 'network' || failure.kind === 'timeout')
    return 'orders.detail.error.network';
  if (failure.kind !== 'server') return 'orders.refund.error.failed';
  const refusal = failure.code ? REFUND_REFUSALS[failure.code] : undefined;
  if (refusal) return refusal;
  if (failure.messageId) return failure.messageId;
  // A 400 from the schema: the address or the e-mail is not even of the right form.
  if (failure.status === 400 || failure.status === 422) return 'orders.refund.error.addressInvalid';
  return 'orders.refund.error.failed';
}
