import { baseApi } from '@minesite/shared/api';
import type { PowerConsultation, PowerConsultationStatus } from '@minesite/shared/domain';
import { MALFORMED_REPLY, isPage } from '../../lib/page-shape';
import { ADMIN_PAGE_SIZE, nextPage, queryString, type Paged } from '../../lib/paging';

export interface PowerConsultationListQuery {
  q: string;
  status: PowerConsultationStatus | 'all';
}

const LIST = { type: 'PowerContact', id: 'ADMIN_LIST' } as const;
const path = (id: string) => `/api/power-consultations/${encodeURIComponent(id)}`;

const powerContactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/power-consultations?page=…`: searched and filtered by the service. */
    adminPowerConsultations: build.infiniteQuery<
      Paged<PowerConsultation>,
      PowerConsultationListQuery,
      number
    >({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => nextPage(last),
      },
      async queryFn({ queryArg, pageParam }, _api, _extra, baseQuery) {
        const params = queryString({
          page: pageParam,
          pageSize: ADMIN_PAGE_SIZE,
          q: queryArg.q.trim(),
          status: queryArg.status === 'all' ? undefined : queryArg.status,
        });
        const result = await baseQuery(`/api/power-consultations?${params}`);
        if (result.error) return { error: result.error };
        if (!isPage(result.data, 'id')) return { error: MALFORMED_REPLY };
        return { data: result.data as Paged<PowerConsultation> };
      },
      providesTags: [LIST],
    }),

    /** `PUT /api/power-consultations/{id}`: the consultation as read, with its new status. */
    setPowerConsultationStatus: build.mutation<
      PowerConsultation,
      { consultation: PowerConsultation; status: PowerConsultationStatus }
    >({
      query: ({ consultation: { id, name, email, phone, message, createdAt }, status }) => ({
        url: path(id),
        method: 'PUT',
        body: { name, email, phone, message, createdAt, status },
      }),
      invalidatesTags: (_saved, error) => (error ? [] : [LIST]),
    }),

    deletePowerConsultation: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: (_reply, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useAdminPowerConsultationsInfiniteQuery,
  useSetPowerConsultationStatusMutation,
  useDeletePowerConsultationMutation,
} = powerContactsApi;
