/**
 * The one way a front end calls the service: an RTK Query `query` argument built from a route
 * of the contract (`@minesite/shared/routes/<module>`), its `:name` segments filled from
 * `params` and the query string written by `withQuery`. No front end writes an `/api/` path.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { routePath, type PathParams, type Route } from '../contract/routes/route';
import { withQuery, type QueryParams } from './query-string';

interface CallArgs {
  query?: QueryParams;
  body?: unknown;
  /** Gives up after this many milliseconds (a `TIMEOUT_ERROR`). */
  timeout?: number;
}

/** The call's arguments: `params` when the path has `:name` segments, else none. */
export type EndpointArgs<P extends string> = keyof PathParams<P> extends never
  ? [args?: CallArgs]
  : [args: CallArgs & { params: PathParams<P> }];

export function endpointQuery<P extends string>(
  route: Route<P>,
  ...[args]: EndpointArgs<P>
): FetchArgs {
  const { params, query, body, timeout } = (args ?? {}) as CallArgs & { params?: PathParams<P> };
  const path = routePath(route, params ?? ({} as PathParams<P>));
  return {
    url: query ? withQuery(path, query) : path,
    method: route.method.toUpperCase(),
    ...(body !== undefined && { body }),
    ...(timeout !== undefined && { timeout }),
  };
}

/** The address of a GET, as a page's `firstRead` names it for the boot script to fetch. */
export function endpointUrl<P extends string>(route: Route<P>, ...[args]: EndpointArgs<P>): string {
  return endpointQuery(route, ...([args] as EndpointArgs<P>)).url;
}
