/**
 * The domain contract: the shapes the browser and the service exchange, as zod schemas. The
 * service validates with them and generates its OpenAPI document from them; the front ends
 * import their types (`import type`), so zod never reaches a visitor's first page.
 */
import './browser-jitless';

export * from './audit';
export * from './auth';
export * from './checkout-choice';
export * from './common';
export * from './contacts';
export * from './content';
export * from './dashboard';
export * from './downloads';
export * from './list-query';
export * from './market';
export * from './notifications';
export * from './orders';
export * from './payment-rails';
export * from './power-consultations';
export * from './products';
export * from './settings';
export * from './stray-payments';
export * from './uploads';
export * from './vitals';
export * from './webhooks';

// The zod-free vocabularies the schemas build on, so that the service imports one entry.
export * from '../domain/catalog';
export * from '../domain/contacts';
export * from '../domain/content';
export * from '../domain/downloads';
export * from '../domain/orders';
export * from '../domain/payment';
export * from '../domain/payment-rails';
export * from '../domain/rail-amount-text';
export * from '../domain/rail-txids';
export * from '../domain/power-consultations';
export * from '../domain/token-payment-links';
export * from '../domain/uploads';
export { SITE_PORTS } from '../config/site-ports';

// Each endpoint, declared once: its route (zod-free, for the front ends) and its shapes.
export * from './routes/route';
export * from './endpoints/endpoint';
export * from './endpoints/auth';
export * from './endpoints/back-office';
export * from './endpoints/contacts';
export * from './endpoints/content';
export * from './endpoints/files';
export * from './endpoints/market';
export * from './endpoints/operations';
export * from './endpoints/orders';
export * from './endpoints/power-consultations';
export * from './endpoints/products';
export * from './endpoints/vitals';
