// The buyer's and the operator's e-mails of an order, written from the notices in its outbox
// (orders/order-outbox.ts), so that every change the orders and payments make is told by one
// rule, whoever made it (the chain watcher, the buyer, the operator).
//
// The relay may hand an entry over again (a crash between the mail and the outbox's pull), so
// each mail is stored under a key made of the entry's id and its audience: a repeat is a
// duplicate key, ignored. Buyer mails go only to an address the buyer gave, in the order's
// language, and link to the buyer's own order page (the full id is the buyer's key); the
// operator's link to the admin. Both name the order by its short display reference.
import { createHash } from 'node:crypto';
import {
  formatRailUnits,
  MAIL_LOCALES,
  orderDisplayRef,
  SATS_PER_BTC,
  type MailLocale,
  type NotificationEvent,
  type OrderNotice,
  type PaymentRail,
} from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';
import type {
  NoticeDelivery,
  OrderNoticeEntry,
  OrderNoticeSubscriber,
} from '../orders/order-outbox.js';
import type { OrderDocument } from '../orders/order-document.js';
import { orderProductName } from '../orders/order-products.js';
import type { MailData, MailQueue } from './mail-queue.js';
import { enqueueAllOnce, type Notification } from './notify.js';

type Audience = 'operator' | 'buyer';
type Mails = Partial<Record<Audience, NotificationEvent>>;

/**
 * Which mail each notice sends to whom. A record over every notice: a notice added to the
 * contract does not compile until it is decided here.
 */
const MAILS: Record<OrderNotice, (entry: OrderNoticeEntry) => Mails> = {
  'order.created': (entry) => ({
    operator: entry.state === 'awaiting_price' ? 'order_awaiting_price' : 'order_created',
    buyer: 'order_placed',
  }),
  'payment.seen': () => ({ operator: 'payment_seen' }),
  'payment.partial': () => ({ buyer: 'payment_partial' }),
  'payment.paid': () => ({ operator: 'payment_paid', buyer: 'payment_received' }),
  // Deep enough: nothing for a person to do.
  'payment.settled': () => ({}),
  'payment.expired': () => ({ buyer: 'payment_expired' }),
  'payment.review': () => ({ operator: 'payment_review', buyer: 'payment_in_review' }),
  'payment.invalid': () => ({ buyer: 'payment_invalid' }),
  'refund.offered': () => ({ buyer: 'refund_offered' }),
  // The buyer gave the address: the operator sends the refund from the wallet.
  'refund.requested': () => ({ operator: 'refund_requested' }),
  'refund.refunded': () => ({ buyer: 'refund_sent' }),
  'order.processing': () => ({}),
  'order.completed': () => ({ buyer: 'order_completed' }),
};

/** The mails whose `{amount}` is what was received, or the refund, rather than what is due. */
const AMOUNT_OF: Partial<Record<NotificationEvent, 'received' | 'refund'>> = {
  payment_seen: 'received',
  payment_paid: 'received',
  payment_received: 'received',
  refund_offered: 'refund',
  refund_requested: 'refund',
  refund_sent: 'refund',
};

/**
 * What the mails read of an operator's decision on the order: the reason it is invalid and the
 * refund (amount, the buyer's address, the transaction). Read loosely: older orders have none.
 */
interface PaymentOutcome {
  invalidReason?: string;
  refund?: { amountBtc?: number; amountSats?: number; address?: string; txid?: string } | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The queue key of the mail an entry sends to `audience`: an ObjectId (the queue's ids are),
 * whose time part is the entry's and the rest a hash of the entry's id and the audience, so
 * that the same entry always gives the same key and the admin's list still sorts by time.
 */
export function noticeMailKey(entry: Pick<OrderNoticeEntry, 'id' | 'at'>, audience: Audience) {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(entry.at.getTime() / 1000) >>> 0, 0);
  createHash('sha256').update(`${entry.id}:${audience}`).digest().copy(bytes, 4, 0, 8);
  return new ObjectId(bytes);
}

/** The notices' mails, queued in `queue` (mailQueueFor: held there when no mail server is set). */
export function orderNoticeMails(
  queue: MailQueue,
  now: () => Date = () => new Date(),
): OrderNoticeSubscriber {
  return {
    name: 'mails',
    async deliver(batch) {
      await enqueueAllOnce(queue, batch.flatMap(noticeMails), now());
    },
  };
}

/** The mails one notice sends, each under its key. */
function noticeMails({ entry, order }: NoticeDelivery) {
  const mails = MAILS[entry.notice](entry);
  const queued: { notification: Notification; key: ObjectId }[] = [];
  if (mails.operator) {
    const data = mailData(mails.operator, entry, order, 'operator');
    queued.push({
      notification: { event: mails.operator, to: 'operator', data },
      key: noticeMailKey(entry, 'operator'),
    });
  }
  const buyer = buyerOf(order);
  if (mails.buyer && buyer) {
    const data = mailData(mails.buyer, entry, order, 'buyer');
    queued.push({
      notification: { event: mails.buyer, to: buyer, data },
      key: noticeMailKey(entry, 'buyer'),
    });
  }
  return queued;
}

/** The message's values. Amounts as the entry's change left them, decisions as they are now. */
function mailData(
  event: NotificationEvent,
  entry: OrderNoticeEntry,
  order: OrderDocument,
  audience: Audience,
): MailData {
  const outcome: PaymentOutcome = (order.payment ?? {}) as PaymentOutcome;
  const refund = outcome.refund ?? null;
  const refundSats = refund?.amountSats ?? Math.round((refund?.amountBtc ?? 0) * SATS_PER_BTC);
  const amountSats = {
    received: entry.receivedSats,
    refund: refundSats,
    due: entry.dueSats,
  }[AMOUNT_OF[event] ?? 'due'];
  const orderRef = orderDisplayRef(order.orderId);
  // Amounts in the rail's token, with its symbol (`0.0012 BTC`, `12.500000 USDT`).
  const rail = entry.rail ?? order.payment?.rail ?? 'btc';
  const amount = (units: number) => formatRailUnits(rail, units);
  return {
    orderRef,
    product: orderProductName(order),
    amount: amount(amountSats),
    received: amount(entry.receivedSats),
    remaining: amount(Math.max(0, entry.dueSats - entry.receivedSats)),
    chain: RAIL_CHAINS[rail],
    flag: entry.flag ?? 'none',
    priced: entry.state === 'awaiting_price' ? 'no' : 'yes',
    reason: outcome.invalidReason ?? '',
    address: refund?.address ?? '',
    txid: refund?.txid ?? '',
    // Never both: the buyer's page is the buyer's key, the admin is the operator's.
    ...(audience === 'buyer'
      ? { orderPath: `/order-detail?orderId=${encodeURIComponent(order.orderId)}` }
      : // The admin's order search finds the order by its display reference (a piece of the id).
        { adminPath: `/order-management?q=${encodeURIComponent(orderRef)}` }),
  };
}

/** The chain the mails name beside an amount (nothing for Bitcoin, as before rails). */
export const RAIL_CHAINS: Record<PaymentRail, string> = {
  btc: 'bitcoin',
  'usdt-tron': 'tron',
  'usdt-ethereum': 'ethereum',
};

/** The buyer's address and the order's language, when the buyer gave an address. */
function buyerOf(order: OrderDocument): { email: string; locale: MailLocale } | null {
  const email = (order.buyerEmail ?? '').trim();
  if (!EMAIL.test(email)) return null;
  const known = (MAIL_LOCALES as readonly string[]).includes(order.locale ?? '');
  return { email, locale: known ? (order.locale as MailLocale) : 'zh' };
}
