/**
 * The payment of an order as the screens use it (see normalize-order.ts). A copy kept by a
 * version of the site from before payments has none: it is derived from the order's old
 * fields as the service derives it for orders stored then (awaiting a price while the amount
 * is 0, else awaiting payment to the seller's address). A copy kept before partial payments,
 * refunds and settling has no remainder, refund or monitoring: the remainder is what is due
 * less what was received, and the rest is empty.
 */
import {
  PAYMENT_CLAIMS,
  PAYMENT_FLAGS,
  PAYMENT_NETWORKS,
  PAYMENT_RAILS,
  PAYMENT_STATES,
  REFUND_BASES,
  REFUND_PARTS,
  REFUND_STATES,
  SATS_PER_BTC,
  type Payment,
  type PaymentTransaction,
} from '@minesite/shared/domain';
import type { Refund, TokenPayment } from '@minesite/shared/contract';
import { amount, isObject, list, oneOf, read, text, type Loose, type Readers } from './loose-read';

const TRANSACTION: Readers<PaymentTransaction> = {
  txid: (t) => text(t.txid),
  amountBtc: (t) => amount(t.amountBtc),
  // In the rail's token; absent in copies from before the rails (BTC's amount then).
  amount: (t) => (t.amount === undefined ? amount(t.amountBtc) : amount(t.amount)),
  confirmations: (t) => Math.max(0, Math.floor(amount(t.confirmations))),
  seenAt: (t) => text(t.seenAt),
  blockTime: (t) => text(t.blockTime),
  late: (t) => t.late === true,
  droppedAt: (t) => text(t.droppedAt),
};

function readRefundRate(raw: unknown): Refund['rate'] {
  if (!isObject(raw)) return null;
  const price = amount(raw.price);
  return price > 0 ? { price, at: text(raw.at) } : null;
}

const REFUND: Readers<Omit<Refund, 'state' | 'part' | 'basis'>> = {
  amountBtc: (r) => amount(r.amountBtc),
  amount: (r) => (r.amount === undefined ? amount(r.amountBtc) : amount(r.amount)),
  rate: (r) => readRefundRate(r.rate),
  address: (r) => text(r.address),
  txid: (r) => text(r.txid),
  offeredAt: (r) => text(r.offeredAt),
  requestedAt: (r) => text(r.requestedAt),
  refundedAt: (r) => text(r.refundedAt),
};

/** The refund, or null when there is none (or it lacks its state, part or basis). */
export function readRefund(raw: unknown): Refund | null {
  if (!isObject(raw)) return null;
  const state = oneOf(REFUND_STATES, raw.state);
  const part = oneOf(REFUND_PARTS, raw.part);
  const basis = oneOf(REFUND_BASES, raw.basis);
  if (!state || !part || !basis) return null;
  return { state, part, basis, ...read(REFUND, raw) };
}

/** A USDT payment's token and amounts; null on BTC (or in a copy from before the rails). */
function readToken(raw: unknown): TokenPayment | null {
  if (!isObject(raw)) return null;
  const chain = oneOf(['tron', 'ethereum'] as const, raw.chain);
  if (!chain) return null;
  return {
    symbol: 'USDT',
    chain,
    contract: text(raw.contract),
    chainId:
      typeof raw.chainId === 'number' && Number.isSafeInteger(raw.chainId) ? raw.chainId : null,
    due: amount(raw.due),
    received: amount(raw.received),
    remaining: amount(raw.remaining),
  };
}

/** Due less received, in whole satoshis (no 0.30000000000000004 left to pay). */
const remainderOf = (dueBtc: number, receivedBtc: number) =>
  Math.max(0, Math.round((dueBtc - receivedBtc) * SATS_PER_BTC)) / SATS_PER_BTC;

const PAYMENT: Readers<Omit<Payment, 'state'>> = {
  flag: (p) => oneOf(PAYMENT_FLAGS, p.flag) || null,
  rail: (p) => oneOf(PAYMENT_RAILS, p.rail) || 'btc',
  token: (p) => readToken(p.token),
  address: (p) => text(p.address),
  network: (p) => oneOf(PAYMENT_NETWORKS, p.network) || 'mainnet',
  dueBtc: (p) => amount(p.dueBtc),
  receivedBtc: (p) => amount(p.receivedBtc),
  remainingBtc: (p) =>
    p.remainingBtc === undefined
      ? remainderOf(amount(p.dueBtc), amount(p.receivedBtc))
      : amount(p.remainingBtc),
  expiresAt: (p) => text(p.expiresAt),
  monitorUntil: (p) => text(p.monitorUntil),
  settled: (p) => p.settled === true,
  paidAt: (p) => text(p.paidAt),
  transactions: (p) =>
    list(p.transactions).flatMap((t) =>
      isObject(t) && text(t.txid) ? [read(TRANSACTION, t)] : [],
    ),
  watched: (p) => p.watched === true,
  claim: (p) => oneOf(PAYMENT_CLAIMS, p.claim),
  invalidReason: (p) => text(p.invalidReason),
  refund: (p) => readRefund(p.refund),
};

/** The order fields an old copy's payment is derived from. */
interface OldPaymentFields {
  totalAmount: number;
  sellerAddress: string;
  transactionHash: string;
}

function derivedPayment(order: OldPaymentFields): Payment {
  return {
    state: order.totalAmount > 0 ? 'awaiting_payment' : 'awaiting_price',
    flag: null,
    rail: 'btc',
    token: null,
    address: order.sellerAddress,
    network: 'mainnet',
    dueBtc: order.totalAmount,
    receivedBtc: 0,
    remainingBtc: order.totalAmount,
    expiresAt: '',
    monitorUntil: '',
    settled: false,
    paidAt: '',
    transactions: [],
    watched: false,
    claim: order.transactionHash ? 'unverified' : '',
    invalidReason: '',
    refund: null,
  };
}

export function readPayment(raw: unknown, order: OldPaymentFields): Payment {
  if (!isObject(raw)) return derivedPayment(order);
  const state = oneOf(PAYMENT_STATES, raw.state);
  if (!state) return derivedPayment(order);
  return { state, ...read(PAYMENT, raw as Loose) };
}
