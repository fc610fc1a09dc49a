// Allowed: a shell feature uses the route table in routing/.
export { REMOTE_ROUTES } from '../../routing/route-table';
