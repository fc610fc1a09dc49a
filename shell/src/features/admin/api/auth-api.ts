/** The admin session endpoints of the service (services/src/modules/auth). */
import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { authRoutes } from '@minesite/shared/routes/auth';
import type { LoginRequest, Session } from '@minesite/shared/contract';

/** The admin lists that may hold answers from before the session changed. */
const ADMIN_DATA = ['Order', 'Contact', 'PowerContact', 'Product'] as const;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<Session, LoginRequest>({
      query: (body) => endpointQuery(authRoutes.login, { body }),
      // 401 here means a wrong username or password, not a lost session.
      extraOptions: { unauthorizedIsAnswer: true },
      invalidatesTags: ['Session', ...ADMIN_DATA],
    }),
    // No invalidation: refetching the session check on the admin page being left would read
    // as a lost session. The guard's flag check already fails after logout.
    adminLogout: build.mutation<void, void>({
      query: () => endpointQuery(authRoutes.logout),
      extraOptions: { unauthorizedIsAnswer: true },
    }),
    /** The admin guard's check with the authority: a 401 here is a lost session. */
    adminSession: build.query<Session, void>({
      query: () => endpointQuery(authRoutes.session),
      providesTags: ['Session'],
    }),
  }),
});

export const { useAdminLoginMutation, useAdminLogoutMutation, useAdminSessionQuery } = authApi;
