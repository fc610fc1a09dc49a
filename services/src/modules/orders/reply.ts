import type { Order, OrderHistoryEntry, Payment, PublicOrder } from '@minesite/shared/contract';
import { paymentOf, toBtc } from './order-payment.js';
import { toQuoteReply } from './quotes.js';
import type { OrderDocument, OrderHistoryDocument } from './repository.js';

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
    expiresAt: payment.expiresAt ? payment.expiresAt.toISOString() : '',
    paidAt: payment.paidAt ? payment.paidAt.toISOString() : '',
    transactions: payment.transactions.map((tx) => ({
      txid: tx.txid,
      amountBtc: toBtc(tx.amountSats),
      confirmations: tx.confirmations,
      seenAt: tx.seenAt.toISOString(),
    })),
    watched: payment.watched,
    claim: payment.claim,
  };
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
