// The operator's side of an order in API tests: the order as GET /api/orders lists it, and the
// body the admin order form sends back (PUT /api/orders/:orderId).
import type { TestApi } from './test-api.js';

export type AdminOrder = Record<string, unknown> & { orderId: string };

/** The order as the operator reads it (GET /api/orders). */
export async function adminOrderView(
  api: TestApi,
  admin: Record<string, string>,
  orderId: string,
): Promise<AdminOrder> {
  const list = await api.call('GET', '/api/orders', undefined, admin);
  return list.body.find((order: AdminOrder) => order.orderId === orderId);
}

/** What the admin form sends: the fields of `adminOrderBody` as read, the operator's filled in. */
export const adminFormBody = (order: AdminOrder, overrides: Record<string, unknown> = {}) => ({
  orderId: order.orderId,
  productInfo: order.productInfo,
  deliveryAddress: order.deliveryAddress,
  selectedPool: order.selectedPool,
  paymentMethod: order.paymentMethod,
  orderTime: order.orderTime,
  createdAt: order.createdAt,
  transactionHash: order.transactionHash,
  buyerEmail: order.buyerEmail,
  paymentTime: order.paymentTime,
  totalAmount: order.totalAmount,
  unitPrice: order.unitPrice,
  quantity: order.quantity,
  sellerAddress: order.sellerAddress,
  qrcode: order.qrcode,
  ...overrides,
});
