// What a delivery sends: the JSON body of a notice (contract: webhookEventSchema), its
// signature, the headers, and the HTTP sender (injected: tests use their own).
import { createHmac } from 'node:crypto';
import { RAIL_SYMBOLS, railUnitsDecimal, type WebhookEvent } from '@minesite/shared/contract';
import type { OrderNoticeEntry } from '../orders/order-outbox.js';
import type { OrderDocument } from '../orders/order-document.js';

export const WEBHOOK_USER_AGENT = 'HashPeak-Mining-Webhooks/1';

/** The body of `entry`'s webhook: the order as that change left it. */
export function webhookEvent(
  entry: OrderNoticeEntry,
  order: Pick<OrderDocument, 'orderId'>,
): WebhookEvent {
  // Entries written before rails were kept are BTC's.
  const rail = entry.rail ?? 'btc';
  const onBitcoin = rail === 'btc';
  return {
    id: entry.id,
    type: entry.notice,
    createdAt: entry.at.toISOString(),
    order: {
      orderId: order.orderId,
      status: entry.status,
      payment: {
        state: entry.state,
        flag: entry.flag,
        dueBtc: satsToBtc(onBitcoin ? entry.dueSats : 0),
        receivedBtc: satsToBtc(onBitcoin ? entry.receivedSats : 0),
        rail,
        symbol: RAIL_SYMBOLS[rail],
        due: railUnitsDecimal(rail, entry.dueSats),
        received: railUnitsDecimal(rail, entry.receivedSats),
      },
    },
  };
}

/** Whole satoshis as BTC with 8 places, worked out in integers (no float rounding). */
export function satsToBtc(sats: number): string {
  return railUnitsDecimal('btc', sats);
}

/** `sha256=` and the hex HMAC-SHA256 of the raw body with the secret. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface WebhookResponse {
  status: number;
  /** The start of the reply's body, for the admin's log of a refusal. */
  text: string;
}

/** Sends one request; a reply of any status resolves, a timeout or a network failure throws. */
export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResponse>;

export function webhookHeaders(id: string, body: string, secret: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': WEBHOOK_USER_AGENT,
    'X-Delivery-Id': id,
    'X-Signature': webhookSignature(body, secret),
  };
}

/** How much of a refusal's body is kept. */
const REPLY_TEXT_MAX = 200;

/**
 * fetch with a time limit over the whole exchange. Redirects are not followed: a receiver
 * that moved is a failure the operator should see, and a signed body is not sent elsewhere.
 */
export const fetchSender: WebhookSender = async ({ url, headers, body, timeoutMs }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  let text = '';
  if (response.status < 200 || response.status >= 300) {
    text = (await response.text().catch(() => '')).slice(0, REPLY_TEXT_MAX);
  } else {
    await response.body?.cancel().catch(() => undefined);
  }
  return { status: response.status, text };
};
