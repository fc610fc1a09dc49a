import { MongoClient } from 'mongodb';

/** Connects with the official driver. `timeoutMS` is deliberately unset (see ARCHITECTURE.md). */
export async function connectMongo(uri: string): Promise<MongoClient> {
  const client = new MongoClient(uri, {
    appName: 'minesite-services',
    // Fail a request after 5 s when the server is unreachable, not the driver's default 30 s.
    serverSelectionTimeoutMS: 5000,
  });
  await client.connect();
  return client;
}
