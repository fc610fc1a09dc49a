/** What adding an order by id can come to, and its texts (spec section 8). */
export type AddOrderOutcome = 'exists' | 'added' | 'notFound' | 'failed';

export const ADD_ORDER_MESSAGE_IDS: Record<AddOrderOutcome, string> = {
  exists: 'orders.myOrders.add.exists',
  added: 'orders.myOrders.add.added',
  notFound: 'orders.myOrders.add.notFound',
  failed: 'orders.myOrders.add.failed',
};
