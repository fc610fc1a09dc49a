// Allowed: a folder of the remote's own that happens to be called services.
export { SERVICES } from '../services';
