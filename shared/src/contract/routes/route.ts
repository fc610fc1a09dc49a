/**
 * An endpoint's address, the zod-free half of its declaration: the method, the full path in
 * Koa's syntax (`/api/orders/:orderId`) and whether it needs the admin session. The front ends
 * import the route tables beside this file (`@minesite/shared/routes/<module>`), so a visitor's
 * page ships no zod; `contract/endpoints/` adds each route's schemas, replies and errors.
 */
export type Method = 'get' | 'post' | 'put' | 'delete';

export interface Route<P extends string = string> {
  readonly method: Method;
  readonly path: P;
  /** Only with the admin session: the service answers 401 without it. */
  readonly admin?: boolean;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` segments, by name. */
export type PathParams<P extends string> = { readonly [Name in ParamNames<P>]: string };

/** The route's path with its `:name` segments filled in (URL-encoded). */
export function routePath<P extends string>(route: Route<P>, params: PathParams<P>): string {
  const values = params as Readonly<Record<string, string>>;
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** Whether a site-relative reference (a stored picture, say) is one of the service's paths. */
export const isApiPath = (ref: string): boolean => ref.startsWith('/api/');
