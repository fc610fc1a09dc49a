/**
 * The shell's Module Federation runtime plugins: retries for transient failures, the refusal
 * of a remote built against shared singletons the shell cannot provide, and the one place a
 * remote that cannot be loaded turns into the localized fallback page.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailablePage } from './remote-fallback';
import {
  RemoteVersionSkewError,
  LENT_RUNTIME,
  lentRuntimeOf,
  lentRuntimeProvided,
  versionSkew,
} from './version-skew';

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Wait before the second try; doubled before each later one. */
  delayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

/** Answers worth asking again: the server or a proxy may be back a moment later. */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

type EntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest on network errors and transient statuses, and its entry script
 * when it failed to load (not when its code threw: that is a broken deploy, not a blip).
 */
export function transientRetryPlugin({
  attempts = 3,
  delayMs = 300,
  wait = sleep,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const pause = (attempt: number) => wait(delayMs * 2 ** (attempt - 2));

  async function retryEntry({
    getRemoteEntry,
    origin,
    remoteInfo,
    globalLoading,
    uniqueKey,
  }: Parameters<EntryErrorHook>[0]) {
    for (let attempt = 2; attempt <= attempts; attempt++) {
      await pause(attempt);
      // The failed load is still registered under this key; a new one must replace it.
      delete globalLoading[uniqueKey];
      try {
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
        if (entry) return entry;
      } catch {
        // try again, or give up after the last attempt
      }
    }
    return undefined;
  }

  return {
    name: 'minesite-transient-retry',
    async fetch(url, init) {
      let failure: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        if (attempt > 1) await pause(attempt);
        try {
          const response = await fetch(url, init);
          if (!TRANSIENT_STATUSES.has(response.status) || attempt === attempts) return response;
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
    // The runtime's type nests a promise in the promise; it awaits the entry all the same.
    loadEntryError: retryEntry as unknown as EntryErrorHook,
  };
}

/**
 * Refuses a remote whose manifest names shared singleton versions the shell cannot provide
 * (version-skew.ts), before any of its code runs. Module Federation alone would only warn and
 * run it on the shell's copies. The load fails with the reasons, which fallbackPagePlugin turns
 * into that remote's fallback page and logs; the other remotes' manifests pass.
 */
export function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  // The shell's own runtime version: the runtime it lends the remotes (LENT_RUNTIME).
  let runtimeVersion: string | undefined;
  return {
    name: 'minesite-version-skew',
    apply(instance) {
      runtimeVersion = instance.version;
    },
    loadRemoteSnapshot(args) {
      const provided = runtimeVersion
        ? { ...args.options.shared, [LENT_RUNTIME]: [lentRuntimeProvided(runtimeVersion)] }
        : args.options.shared;
      const remote = [...(args.manifestJson?.shared ?? []), ...lentRuntimeOf(args.manifestJson)];
      const reasons = versionSkew(remote, provided);
      if (reasons.length > 0) throw new RemoteVersionSkewError(args.moduleInfo.name, reasons);
      return args;
    },
  };
}

/**
 * A remote page that cannot be loaded (server down, manifest missing, code that throws, remote
 * not configured or refused) becomes the localized fallback with a retry. Only the final stage
 * is answered: the earlier ones expect other values (a manifest, request arguments) and end
 * there anyway.
 */
export function fallbackPagePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'minesite-fallback-page',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      return unavailablePage(remote?.name ?? id.split('/')[0] ?? id, error);
    },
  };
}
