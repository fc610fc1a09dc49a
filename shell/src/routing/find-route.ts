import { matchRoutes } from 'react-router-dom';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table';

/** The route a path opens, if any (`/product/7` → the product detail route). */
export function findRoute(pathname: string): RemoteRoute | undefined {
  return matchRoutes([...REMOTE_ROUTES], pathname)?.[0]?.route;
}
