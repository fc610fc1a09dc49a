// Crossing: a remote imports the shell.
export { REMOTE_ROUTES } from '../../../shell/src/routing/route-table';
