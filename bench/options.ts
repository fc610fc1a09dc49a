/**
 * What a bench run measures, from its command line and environment (bench/index.ts lists the
 * options), and where the site it measures answers.
 */
import path from 'node:path';
import { freePort } from '@minesite/shared/testing/free-port';
import { selfSignedCertificate } from '../tooling/launcher/self-signed';
import { chooseFreePortBase, sitePorts } from '../tooling/launcher/site-ports.mjs';
import { listeningPorts } from '../tooling/launcher/test-bootstrap.mjs';

export const repo = path.resolve(import.meta.dirname, '..');
/**
 * The site's block of ports: SITE_PORT_BASE when given (a site already running there is
 * measured, e.g. SITE_PORT_BASE=3000 for `npm start`'s), else a free block of the bench's own,
 * as `npm test` takes: the bench then shares no port with anyone and needs no lock.
 */
export const sitePortBase =
  process.env.SITE_PORT_BASE || String(await chooseFreePortBase(listeningPorts));
const ports = sitePorts({ SITE_PORT_BASE: sitePortBase });
export const argv = process.argv.slice(2);
export const args = new Set(argv);
export const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
/**
 * The production path: HTTPS with HTTP/2 from one origin (the launcher's self-signed
 * certificate, made once under .data/tls); `--http1`, the development path.
 */
export const https = !args.has('--http1');
export const tls = https ? selfSignedCertificate(path.join(repo, '.data/tls')) : undefined;
export const scheme = https ? 'https' : 'http';
export const shellOrigin = `${scheme}://localhost:${ports.shell}`;
/** The API as the pages reach it (same host name as the shell: the session cookie's). */
export const siteApiBase = `${scheme}://localhost:${ports.services}`;
/**
 * The service itself for the load part, over plain HTTP: on the production path it listens
 * behind the launcher's TLS proxy, on a port the bench gives it (INNER_API_PORT).
 */
export const innerApiPort = https ? await freePort() : Number(ports.services);
export const apiBase = `http://127.0.0.1:${innerApiPort}`;

/** The load test is one client: measure the service, not the per-client limits. */
export const BENCH_LIMITS = {
  PUBLIC_WRITE_LIMIT: '1000000',
  PUBLIC_WRITE_GLOBAL_LIMIT: '1000000',
  ORDER_READ_LIMIT: '1000000',
  // The calls in turn come from one address (the loads' orders each from their own,
  // eachFromItsOwnAddress): its unpaid orders would hit the per-client cap at once.
  OPEN_ORDERS_PER_CLIENT: '10000',
};
