// The driver's server monitor can hang for good (mongodb 7.9 on Node 20). When the database
// closes the monitor's connection cleanly (a shutdown or restart sends FIN), Node destroys the
// socket at once but reports 'close' only later in the same turn of the event loop. If another
// connection's failure asks the monitor for a check in between, the check writes its `hello` to
// that destroyed socket: Node answers the write with neither an error event nor 'drain', the
// driver waits for 'drain', and no time limit covers that wait (`timeoutMS` has no effect from
// 7.8). The check never ends, the monitor never checks again, the server stays Unknown and every
// operation fails server selection (503) even after the database is back. The outage test
// (test/database-outage.api.test.ts) met this in about one run in ten.
//
// The watchdog follows the driver's public heartbeat events. A heartbeat that has neither
// succeeded nor failed within the longest a check can take means the monitor hangs: it closes
// the client and connects it again (new monitors, new pools), retrying until the database
// answers. Requests meanwhile get 503 as during any outage.
import { setTimeout as sleep } from 'node:timers/promises';
import type { MongoClient } from 'mongodb';
import type { Logger } from 'pino';

export interface MonitorWatchdog {
  stop(): void;
}

/** Some slack beyond the driver's own limits, so that a slow check is never taken for hung. */
const GRACE_MS = 1000;
const CHECK_EVERY_MS = 500;
/** Between failed reconnection attempts (each already waits for server selection). */
const RECONNECT_PAUSE_MS = 500;

/**
 * The longest one check may take: opening the monitor's connection and its handshake are each
 * bounded by `connectTimeoutMS`, a polled `hello` by `connectTimeoutMS`, a streamed one by
 * `heartbeatFrequencyMS` more. A `connectTimeoutMS` of 0 (no limit) is counted as 30 s.
 */
export function longestCheckMs(client: MongoClient, awaited: boolean): number {
  const { connectTimeoutMS, heartbeatFrequencyMS } = client.options;
  const connectMs = connectTimeoutMS || 30_000;
  return 2 * connectMs + (awaited ? heartbeatFrequencyMS : 0) + GRACE_MS;
}

/** Watches `client` until it is closed by its owner (or `stop()`). */
export function watchMonitor(client: MongoClient, logger?: Logger): MonitorWatchdog {
  /** Heartbeats under way, by server address: when they started and their limit. */
  const pending = new Map<string, { since: number; limitMs: number }>();
  let reconnecting = false;
  let stopped = false;

  client.on('serverHeartbeatStarted', ({ connectionId, awaited }) => {
    pending.set(connectionId, { since: Date.now(), limitMs: longestCheckMs(client, awaited) });
  });
  const ended = ({ connectionId }: { connectionId: string }) => pending.delete(connectionId);
  client.on('serverHeartbeatSucceeded', ended);
  client.on('serverHeartbeatFailed', ended);
  // A closed monitor may leave its heartbeat without an end: forget it.
  client.on('serverClosed', ({ address }) => pending.delete(address));
  client.on('topologyClosed', () => {
    pending.clear();
    // The owner closing the client (shutdown, a test) ends the watch; our own close does not.
    if (!reconnecting) stop();
  });

  const timer = setInterval(() => {
    if (reconnecting || stopped) return;
    const now = Date.now();
    for (const [server, { since, limitMs }] of pending) {
      if (now - since > limitMs) {
        void reconnect(server, now - since);
        return;
      }
    }
  }, CHECK_EVERY_MS);
  timer.unref();

  async function reconnect(server: string, hungMs: number) {
    reconnecting = true;
    logger?.warn({ server, hungMs }, 'database monitor hangs: reconnecting the client');
    try {
      await client.close().catch(() => {});
      while (!stopped) {
        try {
          await client.connect();
          logger?.info({ server }, 'database client reconnected');
          return;
        } catch {
          await sleep(RECONNECT_PAUSE_MS);
        }
      }
    } finally {
      reconnecting = false;
    }
  }

  function stop() {
    stopped = true;
    clearInterval(timer);
  }

  return { stop };
}
