import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/make-store';
import en from '../i18n/messages/en.json';
import es from '../i18n/messages/es.json';
import ru from '../i18n/messages/ru.json';
import zh from '../i18n/messages/zh.json';
import { baseApi, normalizeApiError, sharedFailureMessageId } from './base-api';
import { onAdminSessionRejected } from './session-events';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminList: build.query<unknown, void>({ query: () => '/api/admin-only' }),
    signIn: build.mutation<unknown, void>({
      query: () => ({ url: '/api/sign-in', method: 'POST' }),
      extraOptions: { unauthorizedIsAnswer: true },
    }),
  }),
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

describe('the 401 hook of the base query', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the listeners when an admin call is refused for want of a session', async () => {
    const listener = vi.fn();
    const stop = onAdminSessionRejected(listener);
    answer(401, {
      error: 'Admin login required',
      message: 'Admin login required',
      code: 'unauthorized',
    });

    await makeStore().dispatch(api.endpoints.adminList.initiate());
    expect(listener).toHaveBeenCalledTimes(1);

    stop();
    await makeStore().dispatch(api.endpoints.adminList.initiate());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays quiet where a 401 is an answer, and for other failures', async () => {
    const listener = vi.fn();
    const stop = onAdminSessionRejected(listener);

    answer(401, { message: 'Wrong username or password', code: 'invalid_credentials' });
    await makeStore().dispatch(api.endpoints.signIn.initiate());
    answer(403, { message: 'Not allowed', code: 'forbidden' });
    await makeStore().dispatch(api.endpoints.adminList.initiate());
    answer(200, []);
    await makeStore().dispatch(api.endpoints.adminList.initiate());

    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});

describe('answers the site words itself', () => {
  const messages = { zh, en, es, ru } as Record<string, Record<string, string>>;

  it('give a 429 (too many calls from this address) a shared message in every locale', () => {
    const failure = normalizeApiError({
      status: 429,
      data: {
        error: 'Too many requests from this address. Try again in 40 seconds.',
        message: 'Too many requests from this address. Try again in 40 seconds.',
        code: 'rate_limited',
      },
    });
    expect(failure).toMatchObject({
      kind: 'server',
      status: 429,
      code: 'rate_limited',
      messageId: 'common.error.tooManyRequests',
    });
    for (const [locale, catalog] of Object.entries(messages)) {
      expect(catalog['common.error.tooManyRequests'], locale).toBeTruthy();
      expect(catalog['common.error.unavailable'], locale).toBeTruthy();
    }
    expect(sharedFailureMessageId({ status: 503, data: { code: 'database_unavailable' } })).toBe(
      'common.error.unavailable',
    );
    // A 503 from elsewhere (a proxy, maintenance) keeps the screen's own wording.
    expect(
      sharedFailureMessageId({ status: 503, data: { message: 'maintenance' } }),
    ).toBeUndefined();
    expect(sharedFailureMessageId({ status: 409, data: {} })).toBeUndefined();
    expect(sharedFailureMessageId({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });
});
