// Entry point: connect, ensure indexes, listen; on SIGTERM/SIGINT stop in order (report
// not-ready, stop accepting, let requests in flight finish, close the database), forced after
// a timeout.
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MongoClient } from 'mongodb';
import type { Logger } from 'pino';
import { apiCollections, apiModules, createApp, seedModules } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { connectMongo } from './db/client.js';
import { ensureIndexes } from './db/collections.js';
import { Lifecycle } from './http/lifecycle.js';
import { createLogger } from './logger.js';
import { flushTraces } from './telemetry/flush-traces.js';
import { defaultPasswordRefusal } from './modules/auth/auth-config.js';

async function main() {
  const config = loadConfig();
  const refusal = defaultPasswordRefusal(config.auth, process.env);
  if (refusal) throw new ConfigError(refusal);
  const logger = createLogger(config.logLevel);

  const client = await connectMongo(config.mongodb.uri, config.mongodb, logger);
  const db = client.db(config.mongodb.dbName);
  await ensureIndexes(db, apiCollections);
  await seedModules({ db, config, logger });

  const lifecycle = new Lifecycle();
  const app = createApp({ db, config, logger, lifecycle });
  const server = await createServer(config, app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const scheme = config.tls ? 'https' : 'http';
  logger.info(
    { url: `${scheme}://${config.host}:${port}`, db: config.mongodb.dbName },
    'listening',
  );

  const tasks = apiModules.flatMap((m) => m.startBackgroundTask?.({ db, config, logger }) ?? []);

  if (config.auth.usesDefaultPassword) {
    logger.warn(
      { host: config.host },
      'no admin password configured: the local default applies, so the API listens on loopback only',
    );
  }

  onShutdownSignal(() => {
    for (const task of tasks) task.stop();
    return shutdown({
      server,
      client,
      logger,
      lifecycle,
      readinessDelayMs: config.shutdownReadinessDelayMs,
      timeoutMs: config.shutdownTimeoutMs,
    });
  });
}

async function createServer(config: Config, handler: Parameters<typeof createHttpServer>[1]) {
  if (!config.tls) return createHttpServer(handler);
  const [cert, key] = await Promise.all([
    readFile(config.tls.certFile),
    readFile(config.tls.keyFile),
  ]);
  return createHttpsServer({ cert, key }, handler);
}

function onShutdownSignal(stop: () => Promise<void>) {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      // A second signal means "now".
      if (stopping) process.exit(1);
      stopping = true;
      void stop();
    });
  }
}

async function shutdown(parts: {
  server: Server;
  client: MongoClient;
  logger: Logger;
  lifecycle: Lifecycle;
  readinessDelayMs: number;
  timeoutMs: number;
}) {
  const { server, client, logger, lifecycle, readinessDelayMs, timeoutMs } = parts;
  setTimeout(() => {
    logger.error({ timeoutMs }, 'shutdown timed out, forcing exit');
    process.exit(1);
  }, timeoutMs).unref();

  // Not ready first: the health check answers 503 while requests are still served, so that a
  // load balancer sends new ones elsewhere before this one stops accepting.
  lifecycle.markStopping();
  logger.info({ readinessDelayMs }, 'shutting down: reporting not-ready');
  if (readinessDelayMs > 0) await sleep(readinessDelayMs);

  try {
    // Stops accepting connections, closes idle keep-alive ones, waits for requests in flight.
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    await client.close();
    await flushTraces();
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error;
  console.error('services failed to start:', message);
  process.exit(1);
});
