// Allowed: a shell feature uses the route table in routing/.
export { useRouteTable } from '../../routing/route-store';
