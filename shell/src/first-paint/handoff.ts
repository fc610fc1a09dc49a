/**
 * Takes over what the HTML's boot script fetched (shell/src/boot): the site config, the remotes'
 * page registries and the current page's remote manifest, which goes into the Module Federation
 * runtime's cache so the runtime does not ask for it again. Whatever the boot script did not
 * fetch (it may stop at any step) the app fetches itself.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { useLayoutEffect } from 'react';
import { loadRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@minesite/shared/config';
import { FIRST_PAINT_ID, HANDOFF_KEY, type FirstPaintHandoff } from './first-paint-ids';

export function firstPaintHandoff(): FirstPaintHandoff | undefined {
  const handoff = (window as { [HANDOFF_KEY]?: Partial<FirstPaintHandoff> })[HANDOFF_KEY];
  if (typeof handoff !== 'object' || handoff === null) return undefined;
  handoff.registries ??= {};
  handoff.manifests ??= {};
  return handoff as FirstPaintHandoff;
}

/** The site config: the one the boot script fetched, else fetched now. */
export async function siteConfig(handoff: FirstPaintHandoff | undefined): Promise<RuntimeConfig> {
  if (!handoff?.config) return loadRuntimeConfig();
  // A config the boot script could not read leaves the defaults, as loadRuntimeConfig does.
  return parseRuntimeConfig(await handoff.config.catch(() => ({})), window.location);
}

/** The registry the boot script fetched from `url`, taken once; undefined when it did not. */
export function takeFetchedRegistry(handoff: FirstPaintHandoff | undefined, url: string) {
  const fetched = handoff?.registries[url];
  if (fetched) delete handoff.registries[url];
  return fetched;
}

/** Puts the manifests the boot script fetched into the runtime's manifest cache. */
export async function adoptFirstPaintFetches(handoff: FirstPaintHandoff): Promise<void> {
  const cache = (
    getInstance() as unknown as { snapshotHandler?: { manifestCache?: Map<string, unknown> } }
  )?.snapshotHandler?.manifestCache;
  if (!(cache instanceof Map)) return;
  const manifests = Object.entries(handoff.manifests);
  handoff.manifests = {};
  await Promise.all(
    manifests.map(([url, manifest]) =>
      manifest.then(
        (json) => {
          if (!cache.has(url)) cache.set(url, json);
        },
        () => undefined, // the runtime fetches it itself (and shows the fallback if it must)
      ),
    ),
  );
}

/** Removes the HTML's first paint in the same frame React's frame appears. */
export function useFirstPaintHandover(): void {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }, []);
}
