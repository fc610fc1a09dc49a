/**
 * An endpoint declared once: its route (method, path, admin; `contract/routes/`) with the
 * shapes of its request and its answers. The service builds its route, validation and OpenAPI
 * entry from it (services/src/http/operations.ts); the front ends call it through the route
 * and take its types from here with `import type`.
 */
import type { z } from 'zod';
import type { Route } from '../routes/route';

export interface Reply {
  description: string;
  /** The JSON body; none for an empty reply (e.g. 204). */
  schema?: z.ZodType;
  /** A body that is not JSON (e.g. image bytes): its media type, described by `description`. */
  mediaType?: string;
  /** Headers the reply carries (e.g. ETag), by name, as OpenAPI header objects. */
  headers?: Readonly<
    Record<string, { description: string; schema: Readonly<Record<string, unknown>> }>
  >;
}

export interface EndpointShapes {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success replies (and any error reply with a body of its own), by status. */
  replies: Readonly<Record<number, Reply>>;
  /** Other error statuses the service answers, e.g. `{ 409: 'the payment was already sent' }`. */
  errors?: Readonly<Record<number, string>>;
}

export type Endpoint<R extends Route = Route, S extends EndpointShapes = EndpointShapes> = R & S;

/** Each route of a table with its shapes: every route gets its own, and nothing else is named. */
export function endpointsOf<
  T extends Readonly<Record<string, Route>>,
  S extends { readonly [K in keyof T]: EndpointShapes },
>(
  routes: T,
  shapes: S & Record<Exclude<keyof S, keyof T>, never>,
): { [K in keyof T]: T[K] & S[K] } {
  const entries = Object.entries(routes).map(([name, route]) => [
    name,
    { ...route, ...(shapes[name as keyof T] as EndpointShapes) },
  ]);
  return Object.fromEntries(entries) as { [K in keyof T]: T[K] & S[K] };
}

type SchemaOf<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? S : never;

/** What a client sends as the endpoint's body (the schema's input). */
export type BodyOf<E> = z.input<SchemaOf<E, 'body'>>;
/** What a client sends as the endpoint's query (the schema's input). */
export type QueryOf<E> = z.input<SchemaOf<E, 'query'>>;
/** The endpoint's JSON answer at `status` (200 unless named), as the service presents it. */
export type ReplyOf<
  E extends EndpointShapes,
  Status extends keyof E['replies'] = 200,
> = E['replies'][Status] extends { schema: infer S extends z.ZodType } ? z.output<S> : never;
