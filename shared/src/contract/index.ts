/**
 * The domain contract: the shapes the browser and the service exchange, as zod schemas. The
 * service validates with them and generates its OpenAPI document from them; the front ends
 * import their types (`import type`), so zod never reaches a visitor's first page.
 */
export * from './products';
