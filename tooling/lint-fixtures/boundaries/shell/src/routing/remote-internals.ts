// Crossing: the shell imports more of a remote than its page registry.
export { normalizeOrder } from '@minesite/mf-orders/src/lib/normalize-order';
