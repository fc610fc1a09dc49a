// Crossing: the shell imports a remote's page registry (it reads pages.json at run time).
export { registry } from '@minesite/mf-orders/pages';
