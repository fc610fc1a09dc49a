import type { Order, OrderHistoryEntry, Payment, PublicOrder } from '@minesite/shared/contract';
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
        ? toQuoteReply(order.product, order.choice, order.quote)
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
  return {
    state: payment.state,
    flag: payment.flag,
    address: payment.address,
    network: payment.network,
    dueBtc: toBtc(payment.dueSats),
    receivedBtc: toBtc(payment.receivedSats),
    remainingBtc: toBtc(remainingSats(payment)),
    expiresAt: iso(payment.expiresAt),
    monitorUntil: iso(payment.monitorUntil),
    settled: payment.settled ?? false,
    paidAt: iso(payment.paidAt),
    transactions: payment.transactions.map((tx) => ({
      txid: tx.txid,
      amountBtc: toBtc(tx.amountSats),
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
          amountBtc: toBtc(payment.refund.amountSats),
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
