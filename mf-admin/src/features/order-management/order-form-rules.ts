/**
 * The admin order form (spec section 5): total amount, unit price, quantity and the seller's
 * receiving address are required, the first three numeric; the trade QR image is optional.
 */
import type { Order, OrderStatus } from '@minesite/shared/domain';

export const AMOUNT_FIELDS = ['totalAmount', 'unitPrice', 'quantity'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];
export type OrderFormField = AmountField | 'sellerAddress';

export type OrderFormValues = Record<OrderFormField, string> & { qrcode: string };

/** 请输入总额, 请输入单价, 请输入总数量, 请输入卖家收货地址. */
export const REQUIRED_MESSAGE_IDS: Record<OrderFormField, string> = {
  totalAmount: 'admin.orders.form.totalAmount.required',
  unitPrice: 'admin.orders.form.unitPrice.required',
  quantity: 'admin.orders.form.quantity.required',
  sellerAddress: 'admin.orders.form.sellerAddress.required',
};

export const NOT_A_NUMBER_MESSAGE_ID = 'admin.orders.form.notNumber';

/** The form's starting values: an amount the operator has not set yet (0) starts empty. */
export function orderFormValues(order: Order): OrderFormValues {
  const amount = (value: number) => (value > 0 ? String(value) : '');
  return {
    totalAmount: amount(order.totalAmount),
    unitPrice: amount(order.unitPrice),
    quantity: amount(order.quantity),
    sellerAddress: order.sellerAddress,
    qrcode: order.qrcode,
  };
}

/** The message id of what is wrong with one field, or null. */
export function orderFieldProblem(field: OrderFormField, value: string): string | null {
  const text = value.trim();
  if (!text) return REQUIRED_MESSAGE_IDS[field];
  if (field === 'sellerAddress') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? null : NOT_A_NUMBER_MESSAGE_ID;
}

export function isOrderFormComplete(values: OrderFormValues): boolean {
  return (Object.keys(REQUIRED_MESSAGE_IDS) as OrderFormField[]).every(
    (field) => orderFieldProblem(field, values[field]) === null,
  );
}

/**
 * The status a save moves the order to: submitting the form sets processing (spec section 4);
 * a completed order stays completed when its details are corrected.
 */
export function statusAfterSubmit(current: OrderStatus): OrderStatus {
  return current === 'completed' ? 'completed' : 'processing';
}

/** The full order the form sends with `PUT /api/orders/{id}` (spec section 7). */
export function orderToSave(order: Order, values: OrderFormValues, status: OrderStatus): Order {
  return {
    ...order,
    status,
    totalAmount: Number(values.totalAmount.trim()),
    unitPrice: Number(values.unitPrice.trim()),
    quantity: Number(values.quantity.trim()),
    sellerAddress: values.sellerAddress.trim(),
    qrcode: values.qrcode,
  };
}
