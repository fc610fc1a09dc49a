import { aPayment, anOrder } from '@minesite/shared/testing/order-fixtures';

export {
  ADDRESS,
  aPayment,
  aQuote,
  aRefund,
  aTransaction,
  anOrder,
} from '@minesite/shared/testing/order-fixtures';

/** An order made before quotes, as the service answers it: no product or quote, its old fields. */
export const anOrderFromBeforeQuotes = () =>
  anOrder({
    orderId: anOldCopy().orderId,
    productInfo: anOldCopy().productInfo,
    selectedPool: 'F2Pool',
    orderTime: anOldCopy().orderTime,
    totalAmount: 0.5,
    sellerAddress: 'bc1qold',
    product: null,
    quote: null,
    unitPrice: 0,
    quantity: 0,
    payment: aPayment({ address: 'bc1qold', dueBtc: 0.5, remainingBtc: 0.5 }),
  });

/** An order made before quotes, as a browser of that time kept it. */
export const anOldCopy = () => ({
  orderId: 'ORD1700000000000old001',
  productInfo: { title: '30天体验套餐', hashrate: '10', period: '30', powerDays: '30' },
  selectedPool: 'F2Pool',
  paymentMethod: 'manual',
  orderTime: '2024-01-01T00:00:00.000Z',
  status: 'pending',
  totalAmount: 0.5,
  sellerAddress: 'bc1qold',
});
