/**
 * Buying a machine goes through the orders remote's checkout, by address (remotes never import
 * each other): the machine travels in the `productInfo` query as the checkout reads it.
 */
import type { ProductOf } from '@minesite/shared/contract';

export const CHECKOUT_PATH = '/mining-power-purchase';

/** What the checkout needs to know about the machine, in the language the visitor reads. */
export interface MachineCheckoutInfo {
  kind: 'machine';
  productId: string;
  title: string;
  hashrate: string;
  unitPrice: number;
  currency: string;
}

export function machineCheckoutPath(product: ProductOf<'miner'>, title: string): string {
  const info: MachineCheckoutInfo = {
    kind: 'machine',
    productId: product.id,
    title,
    hashrate: String(product.specs.hashrateTh),
    unitPrice: product.price,
    currency: product.currency,
  };
  return `${CHECKOUT_PATH}?productInfo=${encodeURIComponent(JSON.stringify(info))}`;
}
