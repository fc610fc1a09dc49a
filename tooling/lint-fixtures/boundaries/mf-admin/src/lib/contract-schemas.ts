// Allowed: the operator's remote validates with the contract's schemas and zod.
import { contactPageSchema } from '@minesite/shared/contract';
import type { ZodType } from 'zod';

export const contactPage: ZodType = contactPageSchema;
