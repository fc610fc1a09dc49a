import { loadRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from '@minesite/shared/config';
import { adoptFirstPaintFetches, firstPaintHandoff } from './first-paint/handoff';
import {
  awaitFirstPaintManifests,
  loadRemotePage,
  registerSiteRemotes,
} from './federation/remote-loader';
import { loadHomeSwipe } from './features/home/components/home-swipe-loader';
import { firstPage } from './routing/first-page';

/**
 * A macrotask between the start's steps: evaluating React, the store and the frame in one go
 * is one long task that keeps a phone's main thread from input (total blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// On a home path the swipe's code is fetched at once.
const page = firstPage(window.location);
if (page?.homeSwipe) void loadHomeSwipe();

// The HTML's boot script has fetched the config (and the page's remote manifest) already.
const handoff = firstPaintHandoff();
const config = handoff
  ? parseRuntimeConfig(await handoff.config, window.location)
  : await loadRuntimeConfig();
setRuntimeConfig(config);
registerSiteRemotes(config.remotes);
if (handoff) awaitFirstPaintManifests(adoptFirstPaintFetches(handoff));
// The page's remote starts loading now (with the manifest the boot script fetched), not once
// the frame has rendered; RemotePage gets the same module.
if (page) void loadRemotePage(page.remote, page.expose);

// Each import below is of this same chunk (named alike): evaluated here, not fetched.
await nextTask();
await import(/* webpackChunkName: "bootstrap" */ '@minesite/shared/ui-global');
const { createRoot } = await import(/* webpackChunkName: "bootstrap" */ 'react-dom/client');
const root = createRoot(document.getElementById('root')!);
await nextTask();
const { startApp } = await import(/* webpackChunkName: "bootstrap" */ './start-app');
startApp(root);
