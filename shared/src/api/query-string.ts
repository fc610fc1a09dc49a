/**
 * The one way the site writes a service call's query string: the parameters in the order
 * given, those left empty (undefined, null or '') left out, lists comma-separated
 * (`paymentState=review,paid`). The boot script's first reads (a page's `firstRead`) are
 * written the same way, so the API client recognises them. The parameters are typed by the
 * contract's queries (`z.input`), whose coerced numbers are `unknown` there.
 */
export type QueryParams = Readonly<Record<string, unknown>>;

export function queryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text !== undefined && text !== null && text !== '') search.set(name, String(text));
  }
  return search.toString();
}

/** `path` with the query string of `params`, or `path` alone when every one is empty. */
export function withQuery(path: string, params: QueryParams): string {
  const query = queryString(params);
  return query ? `${path}?${query}` : path;
}
