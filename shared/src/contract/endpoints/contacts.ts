import { z } from 'zod';
import { deletedSchema, recordIdSchema } from '../common';
import {
  contactBody,
  contactEditBody,
  contactListQuerySchema,
  contactListSchema,
  contactPageSchema,
  contactSchema,
  contactStatusBody,
} from '../contacts';
import { contactRoutes } from '../routes/contacts';
import { endpointsOf } from './endpoint';

const contactIdParams = z.strictObject({ id: recordIdSchema });
const savedContact = { 200: { description: 'The saved contact', schema: contactSchema } };

export const contactEndpoints = endpointsOf(contactRoutes, {
  list: {
    query: contactListQuerySchema,
    replies: {
      200: {
        description: 'The contacts, or a page of them',
        schema: z.union([contactListSchema, contactPageSchema]),
      },
    },
  },
  create: {
    body: contactBody,
    replies: { 201: { description: 'The saved contact', schema: contactSchema } },
  },
  update: {
    params: contactIdParams,
    body: contactEditBody,
    replies: savedContact,
    errors: { 404: 'no such contact' },
  },
  setStatus: {
    params: contactIdParams,
    body: contactStatusBody,
    replies: savedContact,
    errors: { 404: 'no such contact' },
  },
  remove: {
    params: contactIdParams,
    replies: { 200: { description: "`{ message: '删除成功' }`", schema: deletedSchema } },
    errors: { 404: 'no such contact' },
  },
});
