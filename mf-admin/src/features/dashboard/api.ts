import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { backOfficeRoutes } from '@minesite/shared/routes/back-office';
import type { Dashboard } from '@minesite/shared/contract';

const dashboardApi = baseApi.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/dashboard`: read again each time the page opens. */
    dashboard: build.query<Dashboard, void>({
      query: () => endpointQuery(backOfficeRoutes.dashboard),
      providesTags: [{ type: 'Dashboard', id: 'COUNTS' }],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
