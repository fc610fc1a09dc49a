/**
 * Takes over what the HTML's boot script fetched (first-paint-html.ts): the site config, and
 * the current page's remote manifest, handed to the Module Federation runtime so it does not
 * ask for it again.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ID, type FirstPaintHandoff } from './first-paint-ids';

export function firstPaintHandoff(): FirstPaintHandoff | undefined {
  return (window as { __minesiteFirstPaint?: FirstPaintHandoff }).__minesiteFirstPaint;
}

/** Puts the manifests the boot script fetched into the runtime's manifest cache. */
export async function adoptFirstPaintFetches(handoff: FirstPaintHandoff): Promise<void> {
  const cache = (
    getInstance() as unknown as { snapshotHandler?: { manifestCache?: Map<string, unknown> } }
  )?.snapshotHandler?.manifestCache;
  if (!(cache instanceof Map)) return;
  await Promise.all(
    Object.entries(handoff.manifests).map(([url, manifest]) =>
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
