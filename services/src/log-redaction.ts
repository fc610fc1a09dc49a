// Order ids are bearer keys: whoever holds one can read, pay or give up the order. So no log
// line carries one in full. 'ORD', the creation time and the first 2 random characters stay:
// enough to tell orders apart and to find one the operator already knows, far too little to
// use (18 random characters, about 93 bits, are left out).

/** 'ORD' + 13 digits + 2 random characters. */
const KEPT_LENGTH = 18;
/** Anything shaped like an order id, with more than the kept characters (any case). */
const ORDER_ID_IN_TEXT = /ORD\d{13}[0-9A-Za-z]{3,}/g;
/** The order id segment of an order URL (`/api/orders/{orderId}…`), whatever its shape. */
const ORDER_URL_SEGMENT = /(\/orders\/)([^/?#]+)/g;

/** An order id as logs write it: `ORD1700000000000ab…`. */
export function redactedOrderId(orderId: string): string {
  return orderId.length > KEPT_LENGTH ? `${orderId.slice(0, KEPT_LENGTH)}…` : orderId;
}

/** `text` with every order id in it redacted (a whole log line, an error message). */
export function redactOrderIds(text: string): string {
  return text.replace(ORDER_ID_IN_TEXT, redactedOrderId);
}

/**
 * A request URL as the access log writes it: the segment after `/orders/` redacted even when
 * it is not shaped like an id (a mistyped id may be a real one but for a character), and any
 * id elsewhere (a search query).
 */
export function redactedUrl(url: string): string {
  return redactOrderIds(
    url.replace(ORDER_URL_SEGMENT, (_match, prefix: string, id: string) => {
      return prefix + redactedOrderId(id);
    }),
  );
}
