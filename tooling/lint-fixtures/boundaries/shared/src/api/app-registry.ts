// Crossing: the shared package imports an app.
export { registry } from '@minesite/mf-shop/pages';
