/** A visitor's enquiry to the power team: POST /api/power-consultations (public). */
import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { powerConsultationRoutes } from '@minesite/shared/routes/power-consultations';
import type { PowerConsultation, PowerConsultationRequest } from '@minesite/shared/contract';

const consultationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `website` is the honeypot: only bots fill it (the service then stores nothing). */
    sendPowerConsultation: build.mutation<PowerConsultation, PowerConsultationRequest>({
      query: (body) => endpointQuery(powerConsultationRoutes.create, { body }),
      invalidatesTags: [{ type: 'PowerContact', id: 'LIST' }],
    }),
  }),
});

export const { useSendPowerConsultationMutation } = consultationsApi;
