// Crossing: shared code a visitor's page runs reaches into the contract's schemas.
export { orderSchema } from '../contract/orders';
