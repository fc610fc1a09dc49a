/**
 * The one RTK Query API of the site. Each remote adds its endpoints with `injectEndpoints`,
 * so the whole site shares one cache: an order created at checkout shows up in my orders.
 * It joins the site's store when first imported (a page that calls the service), so pages
 * that call none never download RTK Query.
 */
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime-config';
import type { ErrorReply } from '../contract/common';
import { addStoreMiddleware, rootReducer } from '../store/make-store';
import { takeFirstRead } from './first-reads';
import { adminSessionRejected } from './session-events';

/**
 * RTK Query's "no call yet" argument, from the shell's copy: a remote that imported it from
 * Redux Toolkit itself would ship its own copy of the library for one symbol.
 */
export { skipToken } from '@reduxjs/toolkit/query/react';

/** The service's error body as it may arrive: any part of the contract's error reply. */
export type ApiErrorBody = Partial<ErrorReply>;

/**
 * A failed call, sorted into the site's error catalogue: the server answered with
 * an error, nothing answered (network), the call timed out, or the server answered nothing.
 */
export type ApiFailure =
  | {
      kind: 'server';
      status: number;
      message: string;
      code?: string;
      /**
       * A shared message id for answers every page words the same (see SERVER_MESSAGE_IDS):
       * show it instead of the service's English `message`.
       */
      messageId?: string;
    }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'empty' }
  | { kind: 'request'; message: string };

/**
 * The service's own answers whose wording the site owns, in the shared catalogs, by their
 * code: too many calls from this address (429, `Retry-After`) and the service briefly unable
 * to answer (503 while its database or an order is busy). Any other failure keeps the wording
 * of the spec's error catalogue at the screen that shows it ('server error: {status} - …',
 * 'send error').
 */
export const SERVER_MESSAGE_IDS: Readonly<Record<string, string>> = {
  rate_limited: 'common.error.tooManyRequests',
  database_unavailable: 'common.error.unavailable',
  order_busy: 'common.error.unavailable',
  order_lock_lost: 'common.error.unavailable',
  // No payment address set yet (neither the environment nor the settings page).
  payment_not_configured: 'common.error.paymentNotConfigured',
};

/** The shared message id for a failed call's answer, when the site words it the same everywhere. */
export function sharedFailureMessageId(error: unknown): string | undefined {
  const failure = normalizeApiError(error);
  return failure.kind === 'server' ? failure.messageId : undefined;
}

export function normalizeApiError(error: unknown): ApiFailure {
  const e = error as FetchBaseQueryError | undefined;
  if (!e || typeof e !== 'object' || !('status' in e)) {
    return { kind: 'request', message: String((error as Error | undefined)?.message ?? error) };
  }
  if (typeof e.status === 'number') {
    const body = (e.data ?? {}) as ApiErrorBody;
    const message = body.message ?? body.error ?? '';
    const messageId = body.code ? SERVER_MESSAGE_IDS[body.code] : undefined;
    return {
      kind: 'server',
      status: e.status,
      message,
      ...(body.code ? { code: body.code } : {}),
      ...(messageId ? { messageId } : {}),
    };
  }
  switch (e.status) {
    case 'FETCH_ERROR':
      return { kind: 'network' };
    case 'TIMEOUT_ERROR':
      return { kind: 'timeout' };
    case 'PARSING_ERROR':
      return e.originalStatus >= 200 && e.originalStatus < 300 && !e.data
        ? { kind: 'empty' }
        : { kind: 'server', status: e.originalStatus, message: e.error };
    default:
      return { kind: 'request', message: e.error };
  }
}

/** Per-endpoint options (`extraOptions` in an endpoint definition). */
export interface ApiExtraOptions {
  /**
   * A 401 from this endpoint is an answer, not a lost admin session (a wrong password at login,
   * logging out a session that already ended): it does not send the user to the login page.
   */
  unauthorizedIsAnswer?: boolean;
}

/** Reads the API base URL at call time: the config file is loaded after this module. */
const dynamicBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const result = await fetchBaseQuery({
    baseUrl: getRuntimeConfig().apiBaseUrl,
    credentials: 'include',
    fetchFn: (input, init) =>
      (input instanceof Request && takeFirstRead(input)) || fetch(input, init),
  })(args, api, extraOptions);
  if (result.error?.status === 401 && !extraOptions?.unauthorizedIsAnswer) {
    adminSessionRejected();
  }
  return result;
};

/** The site's base query: an endpoint's `queryFn` receives it, bound to the call, as `baseQuery`. */
export type SiteBaseQuery = typeof dynamicBaseQuery;

/** The site's base query as an endpoint's `queryFn` receives it: bound to the call. */
export type BoundSiteBaseQuery = (arg: Parameters<SiteBaseQuery>[0]) => ReturnType<SiteBaseQuery>;

/** What a `queryFn` of the site's API answers: a `T`, or the site's error. */
export type SiteQueryReply<T> = QueryReturnValue<T, FetchBaseQueryError, undefined>;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: dynamicBaseQuery,
  tagTypes: ['Order', 'Contact', 'Session', 'Product', 'PowerContact'],
  endpoints: () => ({}),
});

rootReducer.inject(baseApi);
addStoreMiddleware(baseApi.middleware);
