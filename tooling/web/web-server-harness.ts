// Runs the production web configurations with Debian's nginx and Caddy, for
// web-servers.test.ts: the project's own files, with the paths of the images (/usr/share/nginx,
// /etc/nginx/minesite, /srv, the TLS secrets in /run/secrets) rewritten to a temporary folder,
// every port to a free one, and the API's replicas to a small local HTTP server standing in for
// the API. Nothing runs as a service: each server is a child process of the test, stopped with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { connect as http2Connect, type IncomingHttpHeaders as Http2Headers } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import Koa from 'koa';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '@minesite/shared/testing/free-port';
import { setSessionCookie } from '../../services/src/modules/auth/session-cookie.js';
import { selfSignedCertificate, type CertificateFiles } from '../launcher/self-signed.js';

export const repo = fileURLToPath(new URL('../..', import.meta.url));

/** The site's ports in the configurations, as docker-compose.yml publishes them. */
export const SITE_PORTS = [3000, 3001, 3002, 3003, 3004, 3005, 3006] as const;

/**
 * The path of a web server's binary; a clear failure when it is missing (no test is skipped:
 * .ci/run installs both).
 */
export function requireBinary(name: 'nginx' | 'caddy'): string {
  // Debian puts nginx in /usr/sbin, which is not on every user's PATH.
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin'];
  const found = dirs
    .filter((dir) => path.isAbsolute(dir))
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));
  if (!found) {
    throw new Error(
      `${name} is not installed, and the web configuration is tested by running it: ` +
        `apt-get install -y ${name} (.ci/run installs it)`,
    );
  }
  return found;
}

/** A free port for each of the site's ports. */
export async function sitePortMap(): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (const port of SITE_PORTS) map.set(port, await freePort());
  return map;
}

/** Every site port in a configuration (`listen 3001`, `:3002`, `$server_port = 3003`) moved. */
export function movePorts(text: string, ports: Map<number, number>): string {
  return text.replace(/\b300[0-6]\b/g, (port) => String(ports.get(Number(port))));
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP/1.1 request (node:http or node:https: it can choose the local address a balancer
 * would have). Over HTTPS the test's self-signed certificate is not checked here; `h2Get`
 * checks it.
 */
export function get(
  url: string,
  options: {
    headers?: Record<string, string>;
    localAddress?: string;
    method?: string;
    body?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = request(url, {
      method: options.method,
      headers: options.headers,
      localAddress: options.localAddress,
      rejectUnauthorized: false,
    });
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface Http2Answer {
  /** The protocol the TLS handshake chose (ALPN). */
  alpn: string | false | null;
  status: number;
  headers: Http2Headers;
  /** The body as text (brotli and gzip are not asked for). */
  body: string;
}

/** One GET over HTTP/2 with node:http2, trusting only `ca` (the test's certificate). */
export function h2Get(url: string, ca: string): Promise<Http2Answer> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(new URL(url).origin, { ca });
    session.on('error', reject);
    const { pathname, search } = new URL(url);
    const stream = session.request({ ':path': `${pathname}${search}` });
    stream.on('response', (headers) => {
      const alpn = (session.socket as TLSSocket).alpnProtocol;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        session.close();
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ alpn, status: Number(headers[':status']), headers, body });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}

/** The test's certificate, where nginx.conf reads it (docker-compose.yml's tls secrets). */
export async function writeTlsSecrets(root: string): Promise<CertificateFiles> {
  const made = selfSignedCertificate(path.join(root, 'tls'));
  await mkdir(path.join(root, 'secrets'), { recursive: true });
  await copyFile(made.certFile, path.join(root, 'secrets/tls_cert'));
  await copyFile(made.keyFile, path.join(root, 'secrets/tls_key'));
  return made;
}

export interface StandInApi {
  port: number;
  /** The headers of every request that reached it. */
  seen: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/**
 * The API's login as far as its cookie goes: Koa trusting one proxy (services/src/app.ts) and
 * the service's own session cookie code, Secure when the request came over HTTPS
 * (COOKIE_SECURE=auto).
 */
function standInLogin() {
  const app = new Koa({ proxy: true, maxIpsCount: 1 });
  app.use((ctx) => {
    setSessionCookie(ctx, 'stand-in-session', new Date(Date.now() + 3_600_000), 'auto');
    ctx.body = { username: 'admin' };
  });
  return app.callback();
}

/**
 * Stands in for the API's replicas: answers JSON with the API's own security headers (so that
 * a header sent twice shows) and echoes the request id, as the API does; POST /api/auth/login
 * sets the session cookie as the API does.
 */
export async function startStandInApi(): Promise<StandInApi> {
  const seen: StandInApi['seen'] = [];
  const login = standInLogin();
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.method === 'POST' && req.url === '/api/auth/login') {
      res.setHeader('X-Request-Id', String(req.headers['x-request-id'] ?? 'none'));
      return void login(req, res);
    }
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('X-Request-Id', String(req.headers['x-request-id'] ?? 'none'));
    res.end(JSON.stringify({ status: 'ok' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The front ends' files: a shell with a page and its config, a remote, a release of it. */
export async function writeSiteFiles(root: string): Promise<void> {
  const files: Record<string, string> = {
    'html/shell/index.html': '<!doctype html><title>shell</title>',
    'html/shell/site-config.json': '{"apiBaseUrl":"{protocol}//{hostname}:3001","remotes":{}}',
    'html/shell/main.0123abcd.js': 'console.log(1);',
    'html/shell/empty.0123abcd.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'html/mf-shop/remoteEntry.js': 'var mf_shop;',
    'html/mf-shop/index.html': '<!doctype html><title>mf-shop</title>',
    'releases/mf-shop/1.0.0/remoteEntry.js': 'var mf_shop_release;',
    // The one origin's: a hashed file of a remote, a release of another.
    'html/mf-shop/shop.0123abcd.js': 'var shop_chunk;',
    'releases/mf-content/2.0.0/remoteEntry.js': 'var mf_content_release;',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

/** The image paths of the nginx files, moved under `root`. */
function movePaths(text: string, root: string): string {
  return text
    .replaceAll('/usr/share/nginx/html', path.join(root, 'html'))
    .replaceAll('/etc/nginx/minesite', path.join(root, 'minesite'))
    .replaceAll('/srv/releases', path.join(root, 'releases'))
    .replaceAll('/run/secrets/', `${path.join(root, 'secrets')}/`)
    .replaceAll('/var/log/nginx/', `${root}/`);
}

export interface RunningServer {
  stop(): Promise<void>;
}

/**
 * nginx as docker-compose.yml runs it: tooling/web/nginx.conf for the front ends and
 * tooling/deploy/nginx-api.conf for the API's balancer, with the snippets of
 * tooling/deploy/nginx/ (plus `extraLoadBalancer`, e.g. a `set_real_ip_from` line), and a
 * self-signed certificate as its TLS secrets (writeTlsSecrets).
 */
export async function startNginx(options: {
  root: string;
  ports: Map<number, number>;
  apiPort: number;
  extraLoadBalancer?: string;
}): Promise<RunningServer & { cert: string }> {
  const { root, ports } = options;
  const tls = await writeTlsSecrets(root);
  await mkdir(path.join(root, 'conf.d'), { recursive: true });
  await mkdir(path.join(root, 'temp'), { recursive: true });
  await cp(path.join(repo, 'tooling/deploy/nginx'), path.join(root, 'minesite'), {
    recursive: true,
  });
  for (const snippet of await readdir(path.join(root, 'minesite'))) {
    const file = path.join(root, 'minesite', snippet);
    await writeFile(file, movePaths(await readFile(file, 'utf8'), root));
  }
  if (options.extraLoadBalancer) {
    const file = path.join(root, 'minesite', 'load-balancer.conf');
    await writeFile(file, `${options.extraLoadBalancer}\n${await readFile(file, 'utf8')}`);
  }
  const frontEnds = await readFile(path.join(repo, 'tooling/web/nginx.conf'), 'utf8');
  await writeFile(
    path.join(root, 'conf.d/default.conf'),
    movePorts(movePaths(frontEnds, root), ports),
  );
  const balancer = (await readFile(path.join(repo, 'tooling/deploy/nginx-api.conf'), 'utf8'))
    // The replicas are `api` in compose, found with Docker's DNS (`resolve` needs nginx 1.27.3;
    // Debian 12 has 1.22): here one fixed address, the stand-in.
    .replace(/server api:3001 resolve/, `server 127.0.0.1:${options.apiPort}`)
    .replace(/^resolver .*$/m, '');
  await writeFile(path.join(root, 'conf.d/api.conf'), movePorts(movePaths(balancer, root), ports));

  const temp = (name: string) => `${name}_temp_path ${path.join(root, 'temp', name)};`;
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // As root (CI), workers would run as `nobody` and could not read the temporary folder.
    process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
    `pid ${path.join(root, 'nginx.pid')};`,
    `error_log ${path.join(root, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    // The types of the stock image's mime.types the site serves.
    '  types { text/html html; text/javascript js; application/json json; text/css css; image/svg+xml svg; }',
    '  default_type application/octet-stream;',
    `  access_log ${path.join(root, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${path.join(root, 'conf.d')}/*.conf;`,
    '}',
  ].join('\n');
  const conf = path.join(root, 'nginx.conf');
  await writeFile(conf, main);

  const child = spawn(
    requireBinary('nginx'),
    ['-p', `${root}/`, '-c', conf, '-e', path.join(root, 'error.log')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await whenListening(child, ports.get(3001)!, () =>
    readFile(path.join(root, 'error.log'), 'utf8'),
  );
  return { stop: () => stopChild(child, 'SIGQUIT'), cert: tls.cert };
}

/**
 * Caddy with tooling/web/Caddyfile, its folders under `root` (releases in `root/releases`, as
 * for nginx), a self-signed certificate, and the API at `apiPort` (MINESITE_API_UPSTREAM).
 */
export async function startCaddy(options: {
  root: string;
  ports: Map<number, number>;
  apiPort?: number;
}): Promise<RunningServer & { cert: string }> {
  const { root, ports } = options;
  const tls = await writeTlsSecrets(root);
  const caddyfile = (await readFile(path.join(repo, 'tooling/web/Caddyfile'), 'utf8'))
    .replace(/\/srv\/releases\//g, `${path.join(root, 'releases')}/`)
    .replace(/\/srv\//g, `${path.join(root, 'html')}/`);
  const file = path.join(root, 'Caddyfile');
  await writeFile(file, movePorts(caddyfile, ports));
  let output = '';
  const child = spawn(requireBinary('caddy'), ['run', '--config', file, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Caddy keeps its state under HOME / XDG folders: the temporary folder, not the user's.
    env: {
      ...process.env,
      HOME: root,
      XDG_DATA_HOME: root,
      XDG_CONFIG_HOME: root,
      MINESITE_TLS_CERT: path.join(root, 'secrets/tls_cert'),
      MINESITE_TLS_KEY: path.join(root, 'secrets/tls_key'),
      ...(options.apiPort ? { MINESITE_API_UPSTREAM: `127.0.0.1:${options.apiPort}` } : {}),
    },
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await whenListening(child, ports.get(3000)!, async () => output);
  return { stop: () => stopChild(child, 'SIGTERM'), cert: tls.cert };
}

/** Resolves once `port` accepts connections; fails with the server's log if it exits first. */
async function whenListening(child: ChildProcess, port: number, log: () => Promise<string>) {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited !== undefined) {
      throw new Error(
        `the server exited (${exited}) before listening:\n${await log().catch(() => '')}`,
      );
    }
    if (await accepts(port)) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not listen on ${port}:\n${await log().catch(() => '')}`);
    }
    await sleep(50);
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}
