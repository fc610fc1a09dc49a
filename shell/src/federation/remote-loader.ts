/**
 * The shell's one door to Module Federation: registers the remotes named in site-config.json
 * with the runtime instance the build plugin created, and loads their exposed modules.
 * Unit tests replace this module.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName, RuntimeConfig } from '@minesite/shared/config';

export type PageModule = { default: ComponentType };

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`remote ${remote} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let entries: RuntimeConfig['remotes'] = {};

export function registerSiteRemotes(remotes: RuntimeConfig['remotes']): void {
  entries = remotes;
  getInstance()?.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export async function loadRemotePage(remote: RemoteName, expose: string): Promise<PageModule> {
  const instance = getInstance();
  if (!instance || !entries[remote]) {
    throw new RemoteUnavailableError(remote, new Error('not in site-config.json'));
  }
  try {
    const mod = await instance.loadRemote<PageModule>(`${remote}/${expose.replace(/^\.\//, '')}`);
    if (!mod?.default) throw new Error(`${expose} has no default export`);
    return mod;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
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
