import { z } from 'zod';
import { recordIdSchema } from '../common';
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
import { changeOf, removalOf } from './record-shapes';

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
  update: changeOf(
    idParams,
    powerConsultationUpdateBody,
    { description: 'The saved consultation', schema: powerConsultationSchema },
    'no such consultation',
  ),
  remove: removalOf(idParams, 'no such consultation'),
});
