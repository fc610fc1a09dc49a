import {
  ETHEREUM_CHAIN_IDS,
  type Order,
  type OrderHistoryEntry,
  type Payment,
  type PublicOrder,
} from '@minesite/shared/contract';
import { fromRailUnits, TOKEN_CHAINS, toUsdt } from '../payments/rail-amounts.js';
import { paymentOf, toBtc } from './order-payment.js';
import { toQuoteReply } from './quotes.js';
import type { OrderDocument, OrderHistoryDocument, PaymentDocument } from './order-document.js';

/**
 * The stored order as the operator reads it (`orderSchema` of the contract, with the
 * derivation index and the history). Orders made before quotes answer `product` and `quote`
 * null and the payment their old fields imply.
 */
export function toOrderReply(order: OrderDocument): Order {
  const payment = paymentOf(order);
  return {
    orderId: order.orderId,
    product: order.product ?? null,
    quote:
      order.product && order.choice && order.quote
        ? toQuoteReply(order.product, order.choice, order.quote, order.payment?.rail)
        : null,
    payment: toPaymentReply(order),
    productInfo: order.productInfo,
    deliveryAddress: order.deliveryAddress,
    selectedPool: order.selectedPool,
    paymentMethod: order.paymentMethod,
    orderTime: order.orderTime,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    totalAmount: order.totalAmount,
    unitPrice: order.unitPrice,
    quantity: order.quantity,
    sellerAddress: order.sellerAddress,
    qrcode: order.qrcode,
    transactionHash: order.transactionHash,
    buyerEmail: order.buyerEmail,
    paymentTime: order.paymentTime ? order.paymentTime.toISOString() : '',
    derivationIndex: payment.derivationIndex,
    history: historyOf(order).map(toHistoryReply),
  };
}

/**
 * The order as anyone holding its id reads it (`publicOrderSchema`): what the visitor's screens
 * show, without the buyer's address, the derivation index and the history, and with the
 * payment e-mail masked.
 */
export function toPublicOrderReply(order: OrderDocument): PublicOrder {
  const {
    deliveryAddress: _address,
    paymentTime: _time,
    derivationIndex: _index,
    history: _history,
    ...shown
  } = toOrderReply(order);
  return { ...shown, buyerEmail: maskEmail(shown.buyerEmail) };
}

function toPaymentReply(order: OrderDocument): Payment {
  const payment = paymentOf(order);
  const rail = payment.rail ?? 'btc';
  // Amounts count the rail's units: BTC's fields on BTC, the token's otherwise.
  const btc = (units: number) => (rail === 'btc' ? toBtc(units) : 0);
  const remaining = remainingSats(payment);
  return {
    state: payment.state,
    flag: payment.flag,
    rail,
    token:
      rail === 'btc'
        ? null
        : {
            symbol: 'USDT',
            chain: TOKEN_CHAINS[rail],
            contract: payment.tokenContract ?? '',
            chainId:
              rail === 'usdt-ethereum'
                ? (payment.tokenChainId ?? ETHEREUM_CHAIN_IDS[payment.network])
                : null,
            due: toUsdt(payment.dueSats),
            received: toUsdt(payment.receivedSats),
            remaining: toUsdt(remaining),
          },
    address: payment.address,
    network: payment.network,
    dueBtc: btc(payment.dueSats),
    receivedBtc: btc(payment.receivedSats),
    remainingBtc: btc(remaining),
    expiresAt: iso(payment.expiresAt),
    monitorUntil: iso(payment.monitorUntil),
    settled: payment.settled ?? false,
    paidAt: iso(payment.paidAt),
    transactions: payment.transactions.map((tx) => ({
      txid: tx.txid,
      amountBtc: btc(tx.amountSats),
      amount: fromRailUnits(rail, tx.amountSats),
      confirmations: tx.confirmations,
      seenAt: tx.seenAt.toISOString(),
      blockTime: iso(tx.blockTime),
      late: tx.late ?? false,
      droppedAt: iso(tx.droppedAt),
    })),
    watched: payment.watched,
    claim: payment.claim,
    invalidReason: payment.invalidReason ?? '',
    refund: payment.refund
      ? {
          state: payment.refund.state,
          part: payment.refund.part,
          basis: payment.refund.basis,
          amountBtc: btc(payment.refund.amountSats),
          amount: fromRailUnits(rail, payment.refund.amountSats),
          rate: payment.refund.rate
            ? { price: payment.refund.rate.price, at: payment.refund.rate.at.toISOString() }
            : null,
          address: payment.refund.address,
          txid: payment.refund.txid,
          offeredAt: payment.refund.offeredAt.toISOString(),
          requestedAt: iso(payment.refund.requestedAt),
          refundedAt: iso(payment.refund.refundedAt),
        }
      : null,
  };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');

/** What is still to pay in the window: due less what live transactions paid in time. */
function remainingSats(payment: PaymentDocument): number {
  if (payment.state !== 'awaiting_payment' && payment.state !== 'seen') return 0;
  const inTime = payment.transactions
    .filter((tx) => !tx.droppedAt && !tx.late)
    .reduce((sum, tx) => sum + tx.amountSats, 0);
  return Math.max(0, payment.dueSats - inTime);
}

/** The stored history; for an order made before quotes, its creation. */
function historyOf(order: OrderDocument): OrderHistoryDocument[] {
  return order.history ?? [{ at: order.createdAt, event: 'created', by: 'buyer', detail: '' }];
}

function toHistoryReply(entry: OrderHistoryDocument): OrderHistoryEntry {
  return { at: entry.at.toISOString(), event: entry.event, by: entry.by, detail: entry.detail };
}

/** `buyer@example.com` → `b***@example.com`; text without an @ keeps its first character. */
export function maskEmail(email: string): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  const name = at > 0 ? email.slice(0, at) : email;
  return `${name.slice(0, 1)}***${at > 0 ? email.slice(at) : ''}`;
}
