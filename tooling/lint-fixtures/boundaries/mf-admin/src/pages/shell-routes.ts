// Crossing: a remote imports the shell.
export { buildRouteTable } from '../../../shell/src/routing/route-table';
