import { z } from 'zod';
import { recordIdSchema } from '../common';
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
import { changeOf, removalOf } from './record-shapes';

const contactIdParams = z.strictObject({ id: recordIdSchema });
const savedContact = { description: 'The saved contact', schema: contactSchema };

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
    replies: { 201: savedContact },
  },
  update: changeOf(contactIdParams, contactEditBody, savedContact, 'no such contact'),
  setStatus: changeOf(contactIdParams, contactStatusBody, savedContact, 'no such contact'),
  remove: removalOf(contactIdParams, 'no such contact'),
});
