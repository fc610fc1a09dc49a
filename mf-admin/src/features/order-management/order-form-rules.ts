/**
 * The admin order form. The buyer's terms and the service's quote are read-only; the operator
 * sets the total amount (BTC) of an order awaiting a price — the spec's required, numeric
 * field with its message 请输入总额 — uploads the trade QR image, confirms a payment the
 * watcher cannot see, and moves a paid order on (processing, then completed).
 */
import type { AdminOrderRequest } from '@minesite/shared/contract';
import type { Order } from '@minesite/shared/domain';
import { awaitsResolution, paymentActions } from './payment-resolution';

export interface OrderFormValues {
  /** As typed; used only while the order awaits a price. */
  totalAmount: string;
  qrcode: string;
}

/** 请输入总额. */
export const TOTAL_REQUIRED_MESSAGE_ID = 'admin.orders.form.totalAmount.required';
export const NOT_A_NUMBER_MESSAGE_ID = 'admin.orders.form.notNumber';
/** A zero amount would leave the order without a price. */
export const NOT_POSITIVE_MESSAGE_ID = 'admin.orders.form.totalAmount.positive';

/** Whether the operator sets the amount: once quoted, the buyer's terms never change. */
export function awaitsPrice(order: Order): boolean {
  return order.payment.state === 'awaiting_price';
}

/** The form's starting values: an amount not set yet (0) starts empty. */
export function orderFormValues(order: Order): OrderFormValues {
  return {
    totalAmount: order.totalAmount > 0 ? String(order.totalAmount) : '',
    qrcode: order.qrcode,
  };
}

/** The message id of what is wrong with the typed total amount, or null. */
export function totalAmountProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return TOTAL_REQUIRED_MESSAGE_ID;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return NOT_A_NUMBER_MESSAGE_ID;
  return n > 0 ? null : NOT_POSITIVE_MESSAGE_ID;
}

/** What the operator may do with the order in its present state. */
export interface OrderActions {
  /** Set the amount (awaiting a price). */
  price: boolean;
  /** Confirm (accept) a payment: any state not yet paid and no refund under way. */
  confirmPayment: boolean;
  /** Submitting moves a paid pending order to processing (the spec's form submit). */
  startProcessing: boolean;
  markCompleted: boolean;
}

export function orderActions(order: Order): OrderActions {
  const paid = order.payment.state === 'paid';
  return {
    price: awaitsPrice(order),
    confirmPayment: paymentActions(order).accept,
    startProcessing: paid && order.status === 'pending',
    markCompleted: paid && order.status === 'processing',
  };
}

/** The line above the form's buttons that says what the order waits for, or null. */
export function formHint(order: Order): string | null {
  const actions = orderActions(order);
  const { refund } = order.payment;
  if (actions.price) return 'admin.orders.form.hint.price';
  if (refund?.state === 'offered') return 'admin.orders.form.hint.refundOffered';
  if (refund?.state === 'requested') return 'admin.orders.form.hint.refundRequested';
  if (awaitsResolution(order)) return 'admin.orders.form.hint.resolve';
  if (actions.startProcessing) return 'admin.orders.form.hint.startProcessing';
  if (actions.confirmPayment) return 'admin.orders.form.hint.unpaid';
  return null;
}

/** The status a submit asks for: processing for a paid pending order, else none (kept). */
export function statusAfterSubmit(order: Order): AdminOrderRequest['status'] {
  return orderActions(order).startProcessing ? 'processing' : undefined;
}

/**
 * The order the form sends with `PUT /api/orders/{id}` (the full order as the
 * form read it). The service takes only the operator's fields: the amount while the order
 * awaits a price, the QR image and the status.
 */
export function orderToSave(
  order: Order,
  values: OrderFormValues,
  status?: AdminOrderRequest['status'],
): AdminOrderRequest {
  return {
    orderId: order.orderId,
    productInfo: order.productInfo,
    deliveryAddress: order.deliveryAddress,
    selectedPool: order.selectedPool,
    paymentMethod: order.paymentMethod,
    orderTime: order.orderTime,
    ...(order.createdAt ? { createdAt: order.createdAt } : {}),
    transactionHash: order.transactionHash,
    buyerEmail: order.buyerEmail,
    paymentTime: order.paymentTime,
    totalAmount: awaitsPrice(order) ? Number(values.totalAmount.trim()) : order.totalAmount,
    unitPrice: order.unitPrice,
    quantity: order.quantity,
    sellerAddress: order.sellerAddress,
    qrcode: values.qrcode,
    ...(status ? { status } : {}),
  };
}
