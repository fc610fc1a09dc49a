/** `@minesite/shared/cart`: the buyer's cart on this device, its React hook and its line checks. */
export * from './cart-store';
export * from './cart-lines';
export { useCart } from './use-cart';
export { AddToCartButton } from './add-to-cart-button';
