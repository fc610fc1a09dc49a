/**
 * The one way a front end calls the service: an RTK Query `query` argument built from a route
 * of the contract (`@minesite/shared/routes/<module>`), its `:name` segments filled from
 * `params` and the query string written by `withQuery`. No front end writes an `/api/` path.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { routePath, type PathParams, type Route } from '../contract/routes/route';
import type { BodyFor, QueryFor } from './endpoint-types';
import { withQuery, type QueryParams } from './query-string';

/** The query and body typed by the route's endpoint in the contract. */
interface CallArgs<R extends Route> {
  query?: QueryFor<R> & QueryParams;
  body?: BodyFor<R>;
  /** Gives up after this many milliseconds (a `TIMEOUT_ERROR`). */
  timeout?: number;
}

/** The call's arguments: `params` when the path has `:name` segments, else none. */
export type EndpointArgs<R extends Route> = keyof PathParams<R['path']> extends never
  ? [args?: CallArgs<R>]
  : [args: CallArgs<R> & { params: PathParams<R['path']> }];

export function endpointQuery<R extends Route>(route: R, ...[args]: EndpointArgs<R>): FetchArgs {
  const { params, query, body, timeout } = (args ?? {}) as CallArgs<Route> & {
    params?: Readonly<Record<string, string>>;
  };
  const path = routePath(route as Route, params ?? {});
  return {
    url: query ? withQuery(path, query) : path,
    method: route.method.toUpperCase(),
    ...(body !== undefined && { body }),
    ...(timeout !== undefined && { timeout }),
  };
}

/** The address of a GET, as a page's `firstRead` names it for the boot script to fetch. */
export function endpointUrl<R extends Route>(route: R, ...[args]: EndpointArgs<R>): string {
  return endpointQuery(route, ...([args] as EndpointArgs<R>)).url;
}
