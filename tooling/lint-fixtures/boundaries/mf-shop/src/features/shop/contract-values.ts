// Crossing: a visitor remote takes a schema (and with it zod) from the contract.
import { productQuerySchema } from '@minesite/shared/contract';

export const readQuery = (query: unknown) => productQuerySchema.parse(query);
