// The connection pool's state, counted from the driver's pool events (CMAP) since the client was
// made, for the metrics endpoint: connections open and in use, requests waiting for one.
import type { MongoClient } from 'mongodb';

export interface PoolState {
  /** Connections created and not yet closed, over every server of the deployment. */
  open: number;
  /** Connections checked out by an operation. */
  inUse: number;
  /** Operations waiting for a connection. */
  waiting: number;
  /** Check-outs that failed (timeout, pool cleared, server unreachable) since start. */
  checkoutFailures: number;
  /** Times a pool was cleared (a server became unreachable) since start. */
  cleared: number;
}

const states = new WeakMap<MongoClient, PoolState>();

/** Starts counting; call before `connect()` so that no connection is missed. */
export function monitorPool(client: MongoClient): void {
  const state: PoolState = { open: 0, inUse: 0, waiting: 0, checkoutFailures: 0, cleared: 0 };
  states.set(client, state);
  client.on('connectionCreated', () => (state.open += 1));
  client.on('connectionClosed', () => (state.open = Math.max(0, state.open - 1)));
  client.on('connectionCheckOutStarted', () => (state.waiting += 1));
  client.on('connectionCheckedOut', () => {
    state.waiting = Math.max(0, state.waiting - 1);
    state.inUse += 1;
  });
  client.on('connectionCheckOutFailed', () => {
    state.waiting = Math.max(0, state.waiting - 1);
    state.checkoutFailures += 1;
  });
  client.on('connectionCheckedIn', () => (state.inUse = Math.max(0, state.inUse - 1)));
  client.on('connectionPoolCleared', () => (state.cleared += 1));
}

/** The counts of a monitored client; undefined for a client made without `monitorPool`. */
export function poolState(client: MongoClient): PoolState | undefined {
  return states.get(client);
}
