// The driver's server monitor can hang for good when the database closes its connection at
// the wrong moment (src/db/monitor-watchdog.ts); the service then answered 503 long after the
// database was back. The race needs the event loop's timing, so here the monitor's heartbeat is
// left as the hang leaves it: started, never ended. The client must reconnect by itself.
import { MongoClient, type ServerHeartbeatStartedEvent } from 'mongodb';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { connectMongo } from '../src/db/client.js';
import { watchMonitor } from '../src/db/monitor-watchdog.js';

let client: MongoClient | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await client?.close();
  client = undefined;
});

/** A heartbeat that started and will never succeed nor fail. */
function hangHeartbeat(target: MongoClient) {
  const started = { connectionId: 'hung.invalid:27017', awaited: false };
  target.emit('serverHeartbeatStarted', started as ServerHeartbeatStartedEvent);
}

describe('the database monitor watchdog', () => {
  it('reconnects a client whose monitor hangs, and the client answers again', async () => {
    // A short connect limit, so that a check may take 2 × 300 ms + 1 s at most.
    client = await connectMongo(`${inject('mongodbUri')}?connectTimeoutMS=300`);
    const topologies = { closed: 0, opened: 0 };
    client.on('topologyClosed', () => (topologies.closed += 1));
    client.on('topologyOpening', () => (topologies.opened += 1));

    hangHeartbeat(client);

    await vi.waitFor(() => expect(topologies).toEqual({ closed: 1, opened: 1 }), {
      timeout: 15_000,
      interval: 100,
    });
    await vi.waitFor(() => client!.db('admin').command({ ping: 1 }), { timeout: 15_000 });
  });

  it('leaves a client alone once its owner closed it', async () => {
    client = await new MongoClient(`${inject('mongodbUri')}?connectTimeoutMS=300`).connect();
    // The watchdog's timer and clock are the test's; the driver keeps its own.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    watchMonitor(client);
    const reconnects = vi.spyOn(client, 'connect');
    await client.close();
    // A closed monitor's late heartbeat, never ended.
    hangHeartbeat(client);

    // Well past the longest check (2 × 300 ms + 1 s): a watchdog still watching reconnects.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reconnects).not.toHaveBeenCalled();
  });
});
