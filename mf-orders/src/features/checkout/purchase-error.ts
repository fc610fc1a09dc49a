/** The purchase errors the checkout shows, from a normalised API failure. */
import type { ApiFailure } from '@minesite/shared/api';

export interface MessageRef {
  id: string;
  values?: Record<string, string | number>;
}

/** `unknownText` stands in when the server's reply carries no message of its own. */
export function purchaseErrorMessage(failure: ApiFailure, unknownText: string): MessageRef {
  switch (failure.kind) {
    case 'server':
      // Too many unpaid orders from this client: pay one or give one up first.
      if (failure.code === 'too_many_open_orders')
        return { id: 'orders.checkout.error.tooManyOpenOrders' };
      // Answers the site words itself (too many orders from this address: 429).
      if (failure.messageId) return { id: failure.messageId };
      return {
        id: 'orders.checkout.error.server',
        values: { status: failure.status, message: failure.message || unknownText },
      };
    case 'network':
    case 'timeout':
      return { id: 'orders.checkout.error.network' };
    case 'empty':
      return { id: 'orders.checkout.error.emptyResponse' };
    case 'request':
      return failure.message
        ? { id: 'orders.checkout.error.request', values: { message: failure.message } }
        : { id: 'orders.checkout.error.default' };
  }
}
