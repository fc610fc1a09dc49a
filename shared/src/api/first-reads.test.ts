/**
 * The site's API client takes the answer the HTML's boot script asked for (a page's first
 * read) instead of asking the service again, once; a read lost on the way or refused is asked
 * again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { FIRST_READS_KEY } from '../federation/page-registry';
import { makeStore } from '../store/make-store';
import { baseApi } from './base-api';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    list: build.query<{ from: string }, { page: number }>({
      query: (params) => ({ url: '/api/things', params }),
    }),
  }),
});

const FIRST = 'http://api.test/api/things?page=1';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function leaveFirstRead(read: Promise<Response>) {
  (globalThis as Record<string, unknown>)[FIRST_READS_KEY] = { [FIRST]: read };
}

let service: ReturnType<typeof vi.fn<() => Promise<Response>>>;
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  service = vi.fn(async () => json({ from: 'service' }));
  vi.stubGlobal('fetch', service);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[FIRST_READS_KEY];
});

describe('the boot script’s first read', () => {
  it('answers the same request once, without a call to the service; the next one calls it', async () => {
    leaveFirstRead(Promise.resolve(json({ from: 'boot script' })));

    const first = await makeStore().dispatch(api.endpoints.list.initiate({ page: 1 }));
    expect(first.data).toEqual({ from: 'boot script' });
    expect(service).not.toHaveBeenCalled();

    const again = await makeStore().dispatch(api.endpoints.list.initiate({ page: 1 }));
    expect(again.data).toEqual({ from: 'service' });
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('is not the answer to another address', async () => {
    leaveFirstRead(Promise.resolve(json({ from: 'boot script' })));

    const other = await makeStore().dispatch(api.endpoints.list.initiate({ page: 2 }));
    expect(other.data).toEqual({ from: 'service' });
  });

  it('lost on the way (no network then), is asked again', async () => {
    leaveFirstRead(Promise.reject(new TypeError('Failed to fetch')));

    const first = await makeStore().dispatch(api.endpoints.list.initiate({ page: 1 }));
    expect(first.data).toEqual({ from: 'service' });
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('refused (a session check made before the visitor logged in), is asked again', async () => {
    leaveFirstRead(
      Promise.resolve(
        new Response(JSON.stringify({ error: 'unauthorized' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );

    const first = await makeStore().dispatch(api.endpoints.list.initiate({ page: 1 }));
    expect(first.data).toEqual({ from: 'service' });
    expect(service).toHaveBeenCalledTimes(1);
  });
});
