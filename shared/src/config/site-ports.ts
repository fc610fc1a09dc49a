/** Where each part of the site listens locally (`npm start`, dev servers and tests). */
// The attribute lets Node itself load this module too (the journeys import the shared domain).
import ports from './site-ports.json' with { type: 'json' };

export const SITE_PORTS: Readonly<typeof ports> = ports;
