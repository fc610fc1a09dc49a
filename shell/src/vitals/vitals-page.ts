/**
 * What a page view's vitals are tagged with: the route pattern the address matched (never the
 * address: no ids, no query) and who rendered it, the remote of the page (on a home path, of
 * the view it opens) or the shell for its own pages.
 */
import type { VitalsReport } from '@minesite/shared/contract';
import { findPage } from '../routing/find-route';
import { firstPage } from '../routing/first-page';
import type { RouteTable } from '../routing/route-table';

export type VitalsPage = Pick<VitalsReport, 'remote' | 'route'>;

/** The route label of an address no route knows. */
export const UNKNOWN_ROUTE = '/*';

export function vitalsPage(
  table: RouteTable,
  location: { pathname: string; search: string },
): VitalsPage {
  const page = findPage(table, location.pathname);
  const route = 'route' in page ? page.route.path : UNKNOWN_ROUTE;
  const remote = firstPage(table, location, { admin: true })?.remote ?? 'shell';
  return { remote, route };
}

/** Whether this page view is one of the sampled ones (`rate` from site-config.json). */
export const sampled = (rate: number, random: () => number = Math.random): boolean =>
  random() < rate;
