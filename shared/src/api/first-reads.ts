/**
 * The answers the HTML's boot script asked for before the site's code had come (a page's
 * `firstRead`, shell/src/first-paint): the API client takes each once, instead of asking again.
 */
import { FIRST_READS_KEY } from '../federation/page-registry';

type FirstReads = Record<string, Promise<Response> | undefined>;

/** The boot script's answer to this GET, once; undefined when there is none. */
export function takeFirstRead(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const reads = (globalThis as { [FIRST_READS_KEY]?: FirstReads })[FIRST_READS_KEY];
  const read = reads?.[request.url];
  if (!read) return undefined;
  delete reads[request.url];
  // A read that failed on the way (the network) is asked again, as the client would have.
  return read.catch(() => fetch(request));
}
