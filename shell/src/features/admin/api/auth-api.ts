/** The admin session endpoints of the service (services/src/modules/auth). */
import { baseApi } from '@minesite/shared/api';
import type { LoginRequest, Session } from '@minesite/shared/contract';
import { SESSION_PATH } from './session-path';

/** The admin lists that may hold answers from before the session changed. */
const ADMIN_DATA = ['Order', 'Contact', 'PowerContact', 'Product'] as const;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<Session, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      // 401 here means a wrong username or password, not a lost session.
      extraOptions: { unauthorizedIsAnswer: true },
      invalidatesTags: ['Session', ...ADMIN_DATA],
    }),
    // No invalidation: refetching the session check on the admin page being left would read
    // as a lost session. The guard's flag check already fails after logout.
    adminLogout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
      extraOptions: { unauthorizedIsAnswer: true },
    }),
    /** The admin guard's check with the authority: a 401 here is a lost session. */
    adminSession: build.query<Session, void>({
      query: () => SESSION_PATH,
      providesTags: ['Session'],
    }),
  }),
});

export const { useAdminLoginMutation, useAdminLogoutMutation, useAdminSessionQuery } = authApi;
