// The order events that send e-mails, seen by the orders service (orders/service.ts) after a
// write: a new order (or one awaiting a price), a payment seen and paid (the payments state
// machine, whoever moved it: the chain watcher, the buyer's checked claim, the operator), and
// an order completed. The operator's messages name the order by its shortened id and link to
// the admin, never to the buyer's order page (the full id is a key to it).
import type { MailLocale } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import { redactedOrderId } from '../../log-redaction.js';
import type { OrderDocument } from '../orders/order-document.js';
import { orderProductName } from '../orders/order-products.js';
import type { MailData } from './mail-queue.js';
import { enqueueNotification, type Notification } from './notify.js';

/** What the orders service tells after its writes (never throws, never waits for SMTP). */
export interface OrderEvents {
  created(order: OrderDocument): Promise<void>;
  changed(before: OrderDocument, after: OrderDocument): Promise<void>;
}

const LOCALES: readonly string[] = ['zh', 'en', 'es', 'ru'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function orderNotifications(db: Db, logger: Logger): OrderEvents {
  const send = (notification: Notification) => enqueueNotification(db, notification, logger);
  return {
    async created(order) {
      const awaitingPrice = order.payment?.state === 'awaiting_price';
      const event = awaitingPrice ? 'order_awaiting_price' : 'order_created';
      await send({ event, to: 'operator', data: orderData(order, order.totalAmount) });
    },
    async changed(before, after) {
      const was = before.payment?.state;
      const is = after.payment?.state;
      const received = (after.payment?.receivedSats ?? 0) / 1e8;
      if (is === 'seen' && was !== 'seen') {
        await send({ event: 'payment_seen', to: 'operator', data: orderData(after, received) });
      }
      if (is === 'paid' && was !== 'paid') {
        await send({ event: 'payment_paid', to: 'operator', data: orderData(after, received) });
        const buyer = buyerOf(after);
        if (buyer)
          await send({ event: 'payment_received', to: buyer, data: orderData(after, received) });
      }
      if (after.status === 'completed' && before.status !== 'completed') {
        const buyer = buyerOf(after);
        if (buyer)
          await send({
            event: 'order_completed',
            to: buyer,
            data: orderData(after, after.totalAmount),
          });
      }
    },
  };
}

function orderData(order: OrderDocument, amountBtc: number): MailData {
  const orderRef = redactedOrderId(order.orderId);
  return {
    orderRef,
    product: orderProductName(order),
    amount: amountBtc.toFixed(8).replace(/\.?0+$/, '') || '0',
    // The admin's order list, searched by the shortened id (a substring of the full one).
    adminPath: `/order-management?q=${encodeURIComponent(orderRef.replace('…', ''))}`,
  };
}

/** The buyer's address and language, when the buyer gave an address. */
function buyerOf(order: OrderDocument): { email: string; locale: MailLocale } | null {
  const email = order.buyerEmail.trim();
  if (!EMAIL.test(email)) return null;
  const locale = LOCALES.includes(order.locale ?? '') ? (order.locale as MailLocale) : 'zh';
  return { email, locale };
}
