/**
 * The shape of a transaction id on each rail's chain: 64 hex digits on Bitcoin and TRON, `0x`
 * and 64 hex digits on Ethereum. Only the shape: whether the chain knows it is the chain's word.
 */
import type { PaymentRail } from './payment-rails';

const TXID_SHAPES: Record<PaymentRail, RegExp> = {
  btc: /^[0-9a-f]{64}$/i,
  'usdt-tron': /^[0-9a-f]{64}$/i,
  'usdt-ethereum': /^0x[0-9a-f]{64}$/i,
};

/** Whether `text` (trimmed) has the shape of a transaction id on `rail`'s chain. */
export function isRailTxid(rail: PaymentRail, text: string): boolean {
  return TXID_SHAPES[rail].test(text.trim());
}
