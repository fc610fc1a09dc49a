// An order as the service stores it, written straight into a collection: for tests of the parts
// that read stored orders (the outbox relay, the notice mails) without a running app.
import type { Collection } from 'mongodb';
import type { OrderDocument } from '../../src/modules/orders/order-document.js';
import { testOrderId } from './orders.js';

/** An order paid to the test account, awaiting its payment, with the fields a test sets. */
export async function insertStoredOrder(
  orders: Collection<OrderDocument>,
  fields: Partial<OrderDocument> = {},
): Promise<OrderDocument> {
  const orderId = testOrderId();
  const now = new Date();
  const order = {
    _id: orderId,
    orderId,
    requestKey: orderId,
    openSlot: orderId,
    product: {
      id: '1',
      kind: 'machine',
      category: 'miner',
      name: { en: 'S21 Pro', zh: 'S21 Pro 矿机' },
    },
    productInfo: { title: 'S21 Pro' },
    deliveryAddress: 'Lima 12',
    selectedPool: '',
    paymentMethod: 'BTC',
    orderTime: now.toISOString(),
    status: 'pending',
    totalAmount: 0.5,
    unitPrice: 1,
    quantity: 1,
    sellerAddress: 'bcrt1qexample',
    qrcode: '',
    transactionHash: '',
    buyerEmail: 'buyer@example.test',
    paymentTime: null,
    locale: 'ru',
    createFingerprint: 'test',
    payment: {
      state: 'awaiting_payment',
      flag: null,
      address: 'bcrt1qexample',
      network: 'regtest',
      derivationIndex: 0,
      dueSats: 50_000_000,
      receivedSats: 0,
      expiresAt: new Date(now.getTime() + 3_600_000),
      paidAt: null,
      transactions: [],
      claim: '',
      watched: true,
    },
    createdAt: now,
    updatedAt: now,
    ...fields,
  } as unknown as OrderDocument;
  await orders.insertOne(order);
  return order;
}

/** The order changed as a notice's change left it (payment fields merged). */
export function changed(order: OrderDocument, payment: Record<string, unknown>): OrderDocument {
  return { ...order, payment: { ...order.payment!, ...payment } } as OrderDocument;
}
