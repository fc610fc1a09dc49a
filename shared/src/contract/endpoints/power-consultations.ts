import { z } from 'zod';
import { deletedSchema, recordIdSchema } from '../common';
import {
  powerConsultationBody,
  powerConsultationListSchema,
  powerConsultationPageSchema,
  powerConsultationQuerySchema,
  powerConsultationSchema,
  powerConsultationUpdateBody,
} from '../power-consultations';
import { powerConsultationRoutes } from '../routes/power-consultations';
import { endpointsOf } from './endpoint';

const idParams = z.strictObject({ id: recordIdSchema });

export const powerConsultationEndpoints = endpointsOf(powerConsultationRoutes, {
  create: {
    body: powerConsultationBody,
    replies: {
      201: { description: 'The saved consultation, status new', schema: powerConsultationSchema },
    },
  },
  list: {
    query: powerConsultationQuerySchema,
    replies: {
      200: {
        description: 'The consultations, or a page of them',
        schema: z.union([powerConsultationListSchema, powerConsultationPageSchema]),
      },
    },
  },
  update: {
    params: idParams,
    body: powerConsultationUpdateBody,
    replies: { 200: { description: 'The saved consultation', schema: powerConsultationSchema } },
    errors: { 404: 'no such consultation' },
  },
  remove: {
    params: idParams,
    replies: { 200: { description: "`{ message: '删除成功' }`", schema: deletedSchema } },
    errors: { 404: 'no such consultation' },
  },
});
