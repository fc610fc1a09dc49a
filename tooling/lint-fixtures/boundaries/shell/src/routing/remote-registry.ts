// Allowed: the shell imports a remote's page registry.
export { registry } from '@minesite/mf-orders/pages';
