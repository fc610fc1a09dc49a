/** Where each part of the site listens locally (`npm start`, dev servers and tests). */
import ports from './site-ports.json';

export const SITE_PORTS: Readonly<typeof ports> = ports;
