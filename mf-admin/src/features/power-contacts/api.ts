import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { powerConsultationRoutes } from '@minesite/shared/routes/power-consultations';
import type {
  Deleted,
  PowerConsultation,
  PowerConsultationPage,
  PowerConsultationQuery,
  PowerConsultationUpdateRequest,
} from '@minesite/shared/contract';
import type { PowerConsultationStatus } from '@minesite/shared/domain';
import { pagedListQuery } from '../../lib/paged-list-query';

/** What the consultation list screen searches for. */
export interface PowerConsultationSearch {
  q: string;
  status: PowerConsultationStatus | 'all';
}

const consultationListRequest = ({
  q,
  status,
}: PowerConsultationSearch): PowerConsultationQuery => ({
  q: q.trim() || undefined,
  status: status === 'all' ? undefined : status,
});

const LIST = { type: 'PowerContact', id: 'ADMIN_LIST' } as const;

const powerContactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/power-consultations?page=…`: searched and filtered by the service. */
    adminPowerConsultations: build.infiniteQuery<
      PowerConsultationPage,
      PowerConsultationSearch,
      number
    >({
      ...pagedListQuery<PowerConsultationSearch, PowerConsultation>(
        powerConsultationRoutes.list,
        consultationListRequest,
        'id',
      ),
      providesTags: [LIST],
    }),

    /** `PUT /api/power-consultations/{id}`: the consultation as read, with its new status. */
    setPowerConsultationStatus: build.mutation<
      PowerConsultation,
      { consultation: PowerConsultation; status: PowerConsultationStatus }
    >({
      query: ({ consultation: { id, name, email, phone, message, createdAt }, status }) =>
        endpointQuery(powerConsultationRoutes.update, {
          params: { id },
          body: {
            name,
            email,
            phone,
            message,
            createdAt,
            status,
          } satisfies PowerConsultationUpdateRequest,
        }),
      invalidatesTags: (_saved, error) => (error ? [] : [LIST]),
    }),

    deletePowerConsultation: build.mutation<Deleted, string>({
      query: (id) => endpointQuery(powerConsultationRoutes.remove, { params: { id } }),
      invalidatesTags: (_reply, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useAdminPowerConsultationsInfiniteQuery,
  useSetPowerConsultationStatusMutation,
  useDeletePowerConsultationMutation,
} = powerContactsApi;
