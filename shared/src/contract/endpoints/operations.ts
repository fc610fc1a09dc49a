import { z } from 'zod';
import { healthSchema } from '../common';
import { operationsRoutes } from '../routes/operations';
import { endpointsOf } from './endpoint';

const livenessSchema = z.strictObject({ status: z.literal('ok') });

const readinessSchema = z.strictObject({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  /** `missing`: a declared index does not exist yet (another replica may be building it). */
  indexes: z.enum(['done', 'missing', 'unknown']),
});

export const operationsEndpoints = endpointsOf(operationsRoutes, {
  health: {
    replies: {
      200: { description: 'ok, database up', schema: healthSchema },
      503: { description: 'degraded, database down', schema: healthSchema },
    },
  },
  live: { replies: { 200: { description: 'alive', schema: livenessSchema } } },
  ready: {
    replies: {
      200: { description: 'ready for traffic', schema: readinessSchema },
      503: { description: 'not ready: send traffic elsewhere', schema: readinessSchema },
    },
  },
  // Its media type is the metrics library's (the service's `replies`).
  metrics: {
    replies: { 200: { description: 'Prometheus text exposition format' } },
    errors: {
      401: 'METRICS_TOKEN is set and the request lacks it',
      403: 'no METRICS_TOKEN is set and the request is not from this machine',
    },
  },
  openApi: {
    replies: { 200: { description: 'The OpenAPI document', mediaType: 'application/json' } },
  },
});
