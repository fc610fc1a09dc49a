/**
 * The contract's endpoint a route belongs to, found from the route's method and path, so that
 * `endpointQuery` types the query and the body a front end sends by the endpoint's schemas
 * (their `z.input`). Types only: nothing of the contract reaches the page.
 */
import type { z } from 'zod';
import type * as contract from '../contract';
import type { ContentKind } from '../domain/content';
import type { Route } from '../contract/routes/route';

type Tables =
  | {
      [K in keyof typeof contract]: K extends `${string}Endpoints`
        ? (typeof contract)[K] extends Readonly<Record<string, Route>>
          ? (typeof contract)[K]
          : never
        : never;
    }[keyof typeof contract]
  | ReturnType<typeof contract.contentEndpoints<ContentKind>>;

/** Every endpoint of the contract (a table's values, for each table). */
type Endpoints = Tables extends Readonly<Record<string, infer E>> ? E : never;

type Matching<E, R extends Route> = E extends Route
  ? R['path'] extends E['path']
    ? R['method'] extends E['method']
      ? E
      : never
    : never
  : never;

/** The endpoint of `R`; never for a route no endpoint matches (a route typed only as `Route`). */
export type EndpointOf<R extends Route> = Matching<Endpoints, R>;

type Input<E, K extends 'query' | 'body'> = [E] extends [never]
  ? unknown
  : E extends Record<K, infer S extends z.ZodType>
    ? z.input<S>
    : unknown;

/** What the route's endpoint takes as its query string (anything, when it declares none). */
export type QueryFor<R extends Route> = Input<EndpointOf<R>, 'query'>;
/** What the route's endpoint takes as its JSON body (anything, e.g. a multipart upload, when it declares none). */
export type BodyFor<R extends Route> = Input<EndpointOf<R>, 'body'>;
