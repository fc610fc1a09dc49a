import type { Order } from '@minesite/shared/contract';
import { aPayment, anOperatorsOrder } from '@minesite/shared/testing/order-fixtures';

export {
  ADDRESS,
  aPayment,
  aRefund,
  aTransaction,
  anOperatorsOrder as anOrder,
} from '@minesite/shared/testing/order-fixtures';

/** A machine order made while no BTC rate was fresh: the operator sets its amount. */
export function anOrderAwaitingPrice(): Order {
  const order = anOperatorsOrder();
  const product = { ...order.product!, kind: 'machine' as const, category: 'miner' as const };
  return anOperatorsOrder({
    product,
    quote: {
      ...order.quote!,
      product,
      choice: { kind: 'machine', productId: product.id, quantity: 2 },
      lines: [{ item: 'machines', quantity: 2, unitPrice: 15000, amount: 30000 }],
      currency: 'CNY',
      total: 30000,
      btcRate: null,
      amountBtc: 0,
    },
    payment: aPayment({
      state: 'awaiting_price',
      dueBtc: 0,
      remainingBtc: 0,
      expiresAt: '',
      monitorUntil: '',
    }),
    selectedPool: '',
    paymentMethod: '',
    totalAmount: 0,
  });
}
