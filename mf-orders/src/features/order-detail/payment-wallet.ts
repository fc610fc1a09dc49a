/**
 * The one receiving wallet the order detail shows (spec section 9: a fixed, hard-coded address).
 * Replace it with the company's own address before taking real payments.
 */
export const PAYMENT_WALLET_ADDRESS = 'bc1qhp9y3q8w2z7m4x6v5c0n3k8j2r7t4s6d9f5g0a';

/** A BIP 21 URI, which wallet apps open with the address filled in. */
export function paymentUri(address: string, amountBtc: number): string {
  return amountBtc > 0 ? `bitcoin:${address}?amount=${amountBtc}` : `bitcoin:${address}`;
}
