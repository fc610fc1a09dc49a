/**
 * The shell's one door to Module Federation: registers the remotes named in site-config.json
 * with the runtime instance the build plugin created, together with the runtime plugins that
 * retry transient failures, refuse a remote built against other shared singleton versions and
 * turn a remote that cannot load into the fallback page, and loads the remotes' exposed pages.
 * Unit tests replace this module.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@minesite/shared/config';
import type { PageModule } from './page-module';
import { isUnavailablePage, unavailablePage } from './remote-fallback';
import { fallbackPagePlugin, transientRetryPlugin, versionSkewPlugin } from './runtime-plugins';

export type { PageModule } from './page-module';

class RemoteUnavailableError extends Error {
  constructor(readonly remote: string) {
    super(`remote ${remote} could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}

let entries: RuntimeConfig['remotes'] = {};
/** The manifests the HTML's boot script fetched, going into the runtime's cache (handoff.ts). */
let manifestsAdopted: Promise<unknown> = Promise.resolve();

/**
 * Loads wait for the boot script's manifests to be in the runtime's cache (they are on their
 * way already): a load before that would ask for the same manifest again.
 */
export function awaitFirstPaintManifests(adopting: Promise<unknown>): void {
  manifestsAdopted = adopting;
}

export function registerSiteRemotes(remotes: RuntimeConfig['remotes']): void {
  entries = remotes;
  const instance = getInstance();
  instance?.registerPlugins([transientRetryPlugin(), versionSkewPlugin(), fallbackPagePlugin()]);
  instance?.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** The page a remote exposes, or the fallback page when the remote cannot be loaded. */
export async function loadRemotePage(remote: RemoteName, expose: string): Promise<PageModule> {
  const instance = getInstance();
  if (!instance || !entries[remote]) {
    return unavailablePage(remote, new Error('not in site-config.json'));
  }
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  await manifestsAdopted;
  let module: PageModule | null;
  try {
    // The page's files, without running its code: the fallback plugin answers a failed load
    // with the fallback page itself, a load that worked gives the page's factory.
    const loaded = await instance.loadRemote<PageModule | PageFactory>(id, {
      loadFactory: false,
      from: 'runtime',
    });
    // The page's code runs in a task of its own, not in the one its last file arrived in: on a
    // phone the two together are one long task (total blocking time).
    module = typeof loaded === 'function' ? await nextTask().then(loaded) : loaded;
  } catch (error) {
    // A page whose code throws as it runs; the plugin answers every failure of the load itself.
    return unavailablePage(remote, error);
  }
  return module?.default ? module : unavailablePage(remote, new Error(`${id} has no page`));
}

type PageFactory = () => PageModule | Promise<PageModule>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Loads a page before opening it; rejects when its remote cannot be loaded. */
export async function preloadRemotePage(remote: RemoteName, expose: string): Promise<void> {
  if (isUnavailablePage(await loadRemotePage(remote, expose))) {
    throw new RemoteUnavailableError(remote);
  }
}

/**
 * Forgets a failed remote so the next load fetches its manifest again (after its server is
 * back, or its folder was replaced).
 */
export function resetRemote(remote: RemoteName): void {
  const entry = entries[remote];
  if (entry) getInstance()?.registerRemotes([{ name: remote, entry }], { force: true });
}
