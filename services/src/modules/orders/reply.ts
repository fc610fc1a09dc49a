import type { Order, PublicOrder } from '@minesite/shared/contract';
import type { OrderDocument } from './repository.js';

/** The stored order as the service answers it (`orderSchema` of the contract). */
export function toOrderReply(order: OrderDocument): Order {
  return {
    orderId: order.orderId,
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
  };
}

/**
 * The order as anyone holding its id reads it (`publicOrderSchema`): what the visitor's screens
 * show, without the buyer's address and with the payment e-mail masked.
 */
export function toPublicOrderReply(order: OrderDocument): PublicOrder {
  const { deliveryAddress: _address, paymentTime: _time, ...shown } = toOrderReply(order);
  return { ...shown, buyerEmail: maskEmail(shown.buyerEmail) };
}

/** `buyer@example.com` → `b***@example.com`; text without an @ keeps its first character. */
export function maskEmail(email: string): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  const name = at > 0 ? email.slice(0, at) : email;
  return `${name.slice(0, 1)}***${at > 0 ? email.slice(at) : ''}`;
}
