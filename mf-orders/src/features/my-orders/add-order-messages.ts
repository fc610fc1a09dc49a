/** What adding an order by id can come to, and its texts. */
export type AddOrderOutcome = 'exists' | 'added' | 'notFound' | 'tooManyTries' | 'failed';

export const ADD_ORDER_MESSAGE_IDS: Record<AddOrderOutcome, string> = {
  exists: 'orders.myOrders.add.exists',
  added: 'orders.myOrders.add.added',
  notFound: 'orders.myOrders.add.notFound',
  // The service stops answering ids from an address that named too many unknown ones (429).
  tooManyTries: 'common.error.tooManyRequests',
  failed: 'orders.myOrders.add.failed',
};
