// Crossing: the shell imports a remote's code.
export { normalizeOrder } from '@minesite/mf-orders/src/lib/normalize-order';
