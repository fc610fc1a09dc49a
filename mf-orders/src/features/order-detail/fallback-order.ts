/**
 * What the order detail shows when the service cannot give the order (spec section 7): the copy
 * cached in this browser, else the current order if it is this one, else a placeholder with
 * status pending and no product title (shown as 'unknown product').
 */
import type { Order } from '@minesite/shared/domain';

export interface FallbackOrder {
  order: Order;
  source: 'cache' | 'placeholder';
}

export function fallbackOrder(
  orderId: string,
  cached: Order | null,
  current: Order | null,
): FallbackOrder {
  if (cached) return { order: cached, source: 'cache' };
  if (current?.orderId === orderId) return { order: current, source: 'cache' };
  return { order: placeholderOrder(orderId), source: 'placeholder' };
}

export function placeholderOrder(orderId: string): Order {
  return {
    orderId,
    productInfo: { title: '', hashrate: '', period: '', powerDays: '' },
    deliveryAddress: '',
    selectedPool: '',
    paymentMethod: '',
    orderTime: '',
    status: 'pending',
    totalAmount: 0,
    unitPrice: 0,
    quantity: 0,
    sellerAddress: '',
    qrcode: '',
    transactionHash: '',
    buyerEmail: '',
    paymentTime: '',
  };
}
