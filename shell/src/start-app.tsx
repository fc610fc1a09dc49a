/**
 * The React part of the shell's start (bootstrap.tsx imports it after a yield): the store, the
 * frame's messages and the first render.
 */
import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { preloadCatalog } from '@minesite/shared/intl';
import { makeStore } from '@minesite/shared/store';
import { App } from './app/app';
import { catalogs } from './i18n/catalogs';

export function startApp(root: Root): void {
  void preloadCatalog(catalogs);
  // A transition, so React renders in slices and yields to the browser between them: the HTML
  // already shows the frame, and a phone's main thread stays free for input meanwhile.
  startTransition(() => root.render(<App store={makeStore()} />));
}
