import { vitalsRoutes } from '../routes/vitals';
import { vitalsReportSchema, VITALS_BODY_MAX_BYTES } from '../vitals';
import { endpointsOf } from './endpoint';

export const vitalsEndpoints = endpointsOf(vitalsRoutes, {
  report: {
    body: vitalsReportSchema,
    replies: { 204: { description: 'Counted' } },
    errors: { 413: `the beacon is larger than ${VITALS_BODY_MAX_BYTES} bytes` },
  },
});
