/**
 * The shell's route table while it runs: read when the shell starts from the `pages.json` of
 * every remote site-config.json names (the ones the HTML's boot script fetched are taken from
 * it), and read again for the remotes whose registry failed when a visitor retries. A remote
 * whose registry cannot be read costs only its own routes.
 */
import { useSyncExternalStore } from 'react';
import type { RemoteName, RuntimeConfig } from '@minesite/shared/config';
import { pagesUrl, readPublishedPages } from '@minesite/shared/federation/published-pages';
import {
  buildRouteTable,
  EMPTY_ROUTE_TABLE,
  type RegistryState,
  type RouteTable,
} from './route-table';

/** The JSON at an address; rejects when it cannot be read. */
async function readJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

let registries: { remote: RemoteName; url: string }[] = [];
const states = new Map<RemoteName, RegistryState>();
let table = EMPTY_ROUTE_TABLE;
const listeners = new Set<() => void>();

function publish() {
  table = buildRouteTable(
    registries.map(({ remote }) => [remote, states.get(remote) ?? { status: 'loading' }] as const),
  );
  listeners.forEach((listener) => listener());
}

async function read(remote: RemoteName, answer: Promise<unknown>) {
  try {
    states.set(remote, { status: 'ready', pages: readPublishedPages(await answer, remote) });
  } catch (error) {
    console.error(`the pages of remote ${remote} could not be read:`, error);
    states.set(remote, { status: 'failed' });
  }
  publish();
}

/**
 * Reads every remote's registry; resolves with the table once each is read or failed.
 * `fetched`: what the boot script fetched already, by address (taken instead of asking again).
 */
export async function loadRoutes(
  remotes: RuntimeConfig['remotes'],
  fetched: (url: string) => Promise<unknown> | undefined = () => undefined,
): Promise<RouteTable> {
  registries = Object.entries(remotes).map(([remote, manifest]) => ({
    remote: remote as RemoteName,
    url: pagesUrl(manifest),
  }));
  states.clear();
  publish();
  await Promise.all(
    registries.map(({ remote, url }) => read(remote, fetched(url) ?? readJson(url))),
  );
  return table;
}

/** Reads the failed registries again (a visitor's retry). */
export async function retryFailedRoutes(): Promise<void> {
  const failed = registries.filter(({ remote }) => states.get(remote)?.status === 'failed');
  for (const { remote } of failed) states.set(remote, { status: 'loading' });
  if (failed.length > 0) publish();
  await Promise.all(failed.map(({ remote, url }) => read(remote, readJson(url))));
}

export function currentRouteTable(): RouteTable {
  return table;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The route table, re-rendering when a registry arrives or fails. */
export function useRouteTable(): RouteTable {
  return useSyncExternalStore(subscribe, currentRouteTable);
}
