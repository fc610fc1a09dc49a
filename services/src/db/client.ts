import { MongoClient, type MongoClientOptions } from 'mongodb';
import { monitorPool } from './pool-monitor.js';

/**
 * Connects with the official driver. `timeoutMS` is deliberately unset (see ARCHITECTURE.md).
 *
 * Writes wait for a majority of a replica set (an acknowledged order survives the loss of the
 * primary) and are retried once after a failover; the driver uses retryable writes only where
 * the server supports them (replica sets and sharded clusters), and a standalone server or the
 * local FerretDB accepts `w: majority` as a plain acknowledged write. Options written in the
 * connection string (`?w=1`, `?retryWrites=false`) win over these defaults.
 */
export async function connectMongo(uri: string): Promise<MongoClient> {
  const client = new MongoClient(uri, clientOptions(uri));
  monitorPool(client);
  await client.connect();
  return client;
}

export function clientOptions(uri: string): MongoClientOptions {
  const query = uri.includes('?') ? uri.slice(uri.indexOf('?') + 1) : '';
  const given = new Set(query.split('&').map((pair) => pair.split('=')[0]!.toLowerCase()));
  return {
    appName: 'minesite-services',
    // Fail a request after 5 s when the server is unreachable, not the driver's default 30 s.
    serverSelectionTimeoutMS: 5000,
    ...(given.has('w') ? {} : { writeConcern: { w: 'majority' } }),
    ...(given.has('retrywrites') ? {} : { retryWrites: true }),
  };
}
