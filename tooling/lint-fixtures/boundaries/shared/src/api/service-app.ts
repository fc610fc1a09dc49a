// Crossing: the shared package imports the service.
export { createApp } from '../../../services/src/app';
