import { MongoClient, type MongoClientOptions } from 'mongodb';
import type { Logger } from 'pino';
import { watchMonitor } from './monitor-watchdog.js';
import { monitorPool } from './pool-monitor.js';

/** How long one database operation may take by default (`DB_OPERATION_TIMEOUT_MS`). */
export const DEFAULT_OPERATION_TIMEOUT_MS = 5000;

export interface ClientLimits {
  /**
   * The client-side limit of each stage of an operation: waiting for a pooled connection
   * (`waitQueueTimeoutMS`), opening one (`connectTimeoutMS`) and waiting for the server's answer
   * to each command, every `getMore` of a cursor and every GridFS chunk included
   * (`socketTimeoutMS`).
   */
  operationTimeoutMs: number;
}

/**
 * Connects with the official driver.
 *
 * Writes wait for a majority of a replica set (an acknowledged order survives the loss of the
 * primary) and are retried once after a failover; the driver uses retryable writes only where
 * the server supports them (replica sets and sharded clusters), and a standalone server or the
 * local FerretDB accepts `w: majority` as a plain acknowledged write. Options written in the
 * connection string (`?w=1`, `?retryWrites=false`, `?socketTimeoutMS=…`) win over these defaults.
 *
 * Time limits: every stage of every operation has one, so a stalled database or a slow query
 * ends in an error the error middleware answers with 503 and Retry-After, and never holds the
 * pool. `timeoutMS` is not used: from driver 7.8 on it is deprecated and has no effect (before
 * 7.8 it could desynchronize pooled connections); the driver's per-stage options replace it.
 * An operation the driver retries once (a read or a retryable write after a network error)
 * may take the limit twice, plus server selection.
 *
 * Recovery: once the database answers again, the driver's monitor finds it within half a
 * second (server selection asks it to check). A monitor that hangs instead (a driver fault,
 * see monitor-watchdog.ts) is found by the watchdog, which reconnects the client.
 */
export async function connectMongo(
  uri: string,
  limits: ClientLimits = { operationTimeoutMs: DEFAULT_OPERATION_TIMEOUT_MS },
  logger?: Logger,
): Promise<MongoClient> {
  const client = new MongoClient(uri, clientOptions(uri, limits));
  monitorPool(client);
  watchMonitor(client, logger);
  await client.connect();
  return client;
}

export function clientOptions(
  uri: string,
  { operationTimeoutMs }: ClientLimits = { operationTimeoutMs: DEFAULT_OPERATION_TIMEOUT_MS },
): MongoClientOptions {
  const query = uri.includes('?') ? uri.slice(uri.indexOf('?') + 1) : '';
  const given = new Set(query.split('&').map((pair) => pair.split('=')[0]!.toLowerCase()));
  const unlessGiven = (name: keyof MongoClientOptions, value: number) =>
    given.has(name.toLowerCase()) ? {} : { [name]: value };
  return {
    appName: 'minesite-services',
    // Fail a request after 5 s when the server is unreachable, not the driver's default 30 s.
    serverSelectionTimeoutMS: 5000,
    // A connection that does not come out of the pool in time: MongoWaitQueueTimeoutError.
    ...unlessGiven('waitQueueTimeoutMS', operationTimeoutMs),
    // A server that accepts but does not answer: MongoNetworkTimeoutError, connection closed.
    ...unlessGiven('connectTimeoutMS', operationTimeoutMs),
    ...unlessGiven('socketTimeoutMS', operationTimeoutMs),
    ...(given.has('w') ? {} : { writeConcern: { w: 'majority' } }),
    ...(given.has('retrywrites') ? {} : { retryWrites: true }),
  };
}
