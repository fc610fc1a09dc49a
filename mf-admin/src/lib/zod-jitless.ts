// The site's Content-Security-Policy has no 'unsafe-eval'. On its first parse zod probes
// `new Function` to compile object checks, which the browser reports as a CSP violation;
// jitless mode skips the probe (the checks stay the same). Imported by every module that parses.
import { config } from 'zod';

config({ jitless: true });
