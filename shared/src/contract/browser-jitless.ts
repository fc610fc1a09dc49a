// Imported first by every contract module (a bundler that honours sideEffects may skip
// index.ts). In a browser the contract's schemas parse without compiling code: the site's CSP
// has no 'unsafe-eval', and zod probes `new Function` (a CSP violation) when it builds an
// object schema unless jitless. Set on the zod instance the schemas are made with; the service
// keeps zod's compiled checks.
import { config } from 'zod';

if (typeof window !== 'undefined') config({ jitless: true });
