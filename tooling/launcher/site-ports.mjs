// Where the site listens: the ports of shared/src/config/site-ports.json (npm start, the dev
// servers), or the same layout moved to SITE_PORT_BASE. `npm test` sets it to a free block, so
// that its site and journeys run beside a developer's site on the usual ports. The test site,
// the Playwright config and every journey read their ports and addresses from here.
// Plain JavaScript: test-bootstrap.mjs uses it before the project's dependencies exist.
import { readFileSync } from 'node:fs';

const DEFAULTS = JSON.parse(
  readFileSync(new URL('../../shared/src/config/site-ports.json', import.meta.url), 'utf8'),
);
/**
 * The test site's own servers: its local Ethereum node and fake TRON API (the USDT rails'
 * chains), and SMTP (a journey listens there to read the e-mails sent).
 */
const TEST_ONLY = { ethereumNode: 3013, fakeTron: 3014, smtp: 3025 };
const DEFAULT_BASE = DEFAULTS.shell;
/** How far past its base a block of the site's ports reaches. */
const SPAN = Math.max(...Object.values(TEST_ONLY), ...Object.values(DEFAULTS)) - DEFAULT_BASE;

/** Where `npm test` looks for a free block: away from the usual ports and the ephemeral ones. */
export const CANDIDATE_BASES = Array.from({ length: 150 }, (_, i) => 13_000 + i * 100);

function portBase(env) {
  const value = env.SITE_PORT_BASE;
  if (value === undefined || value === '') return DEFAULT_BASE;
  const base = Number(value);
  if (!Number.isInteger(base) || base < 1024 || base + SPAN > 65_535) {
    throw new Error(`SITE_PORT_BASE must be a port from 1024 to ${65_535 - SPAN}, not ${value}`);
  }
  return base;
}

/** Every port of the site (the shell, the API, each remote, the test site's fakes and SMTP). */
export function sitePorts(env = process.env) {
  const shift = portBase(env) - DEFAULT_BASE;
  return Object.fromEntries(
    Object.entries({ ...DEFAULTS, ...TEST_ONLY }).map(([name, port]) => [name, port + shift]),
  );
}

/** The site's address (the shell's origin) and the API's, as a browser on this machine uses them. */
export function siteAddresses(env = process.env) {
  const ports = sitePorts(env);
  return { site: `http://localhost:${ports.shell}`, api: `http://localhost:${ports.services}` };
}

/** Each usual port the site does not use, with the one it uses instead (none when not moved). */
export function portMoves(env = process.env) {
  const ports = sitePorts(env);
  return Object.fromEntries(
    Object.entries(DEFAULTS)
      .filter(([name, port]) => ports[name] !== port)
      .map(([name, port]) => [port, ports[name]]),
  );
}

/** The first of `candidates` whose whole block nothing listens on (`portsInUse` says which do). */
export async function chooseFreePortBase(portsInUse, candidates = CANDIDATE_BASES) {
  for (const base of candidates) {
    const ports = Object.values(sitePorts({ SITE_PORT_BASE: String(base) }));
    if ((await portsInUse(ports)).length === 0) return base;
  }
  throw new Error(`no free block of ports for the test site from ${candidates[0]}`);
}
