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
  // Only an answer is handed over. A refusal is asked again: it may be from before something
  // the visitor did since (an admin address's session check, then a login on /login); so is a
  // read that failed on the way (the network), as the client would have.
  return read.then(
    (response) => (response.ok ? response : fetch(request)),
    () => fetch(request),
  );
}
