/**
 * The payment of an order as the screens use it (see normalize-order.ts). A copy kept by a
 * version of the site from before payments has none: it is derived from the order's old
 * fields as the service derives it for orders stored then (awaiting a price while the amount
 * is 0, else awaiting payment to the seller's address).
 */
import {
  PAYMENT_CLAIMS,
  PAYMENT_FLAGS,
  PAYMENT_NETWORKS,
  PAYMENT_STATES,
  type Payment,
  type PaymentTransaction,
} from '@minesite/shared/domain';
import { amount, isObject, list, oneOf, read, text, type Loose, type Readers } from './loose-read';

const TRANSACTION: Readers<PaymentTransaction> = {
  txid: (t) => text(t.txid),
  amountBtc: (t) => amount(t.amountBtc),
  confirmations: (t) => Math.max(0, Math.floor(amount(t.confirmations))),
  seenAt: (t) => text(t.seenAt),
};

const PAYMENT: Readers<Omit<Payment, 'state'>> = {
  flag: (p) => oneOf(PAYMENT_FLAGS, p.flag) || null,
  address: (p) => text(p.address),
  network: (p) => oneOf(PAYMENT_NETWORKS, p.network) || 'mainnet',
  dueBtc: (p) => amount(p.dueBtc),
  receivedBtc: (p) => amount(p.receivedBtc),
  expiresAt: (p) => text(p.expiresAt),
  paidAt: (p) => text(p.paidAt),
  transactions: (p) =>
    list(p.transactions).flatMap((t) =>
      isObject(t) && text(t.txid) ? [read(TRANSACTION, t)] : [],
    ),
  watched: (p) => p.watched === true,
  claim: (p) => oneOf(PAYMENT_CLAIMS, p.claim),
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
    address: order.sellerAddress,
    network: 'mainnet',
    dueBtc: order.totalAmount,
    receivedBtc: 0,
    expiresAt: '',
    paidAt: '',
    transactions: [],
    watched: false,
    claim: order.transactionHash ? 'unverified' : '',
  };
}

export function readPayment(raw: unknown, order: OldPaymentFields): Payment {
  if (!isObject(raw)) return derivedPayment(order);
  const state = oneOf(PAYMENT_STATES, raw.state);
  if (!state) return derivedPayment(order);
  return { state, ...read(PAYMENT, raw as Loose) };
}
