// Crossing: a shell feature imports the shell's app layer.
export { AppRoutes } from '../../app/app-routes';
