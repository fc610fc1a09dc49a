/**
 * A port nothing listens on at the moment, picked by the system: for the servers that tests,
 * journeys, the bench and the launcher start beside a site that may already be running.
 */
import { createServer, type AddressInfo } from 'node:net';

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
