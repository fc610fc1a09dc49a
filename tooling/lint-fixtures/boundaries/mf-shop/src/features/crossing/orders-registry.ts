// Crossing: a remote imports another remote's package.
export { registry } from '@minesite/mf-orders/pages';
