import { setRuntimeConfig } from '@minesite/shared/config';
import {
  adoptFirstPaintFetches,
  firstPaintHandoff,
  siteConfig,
  takeFetchedRegistry,
} from './first-paint/handoff';
import {
  awaitFirstPaintManifests,
  loadRemotePage,
  registerSiteRemotes,
} from './federation/remote-loader';
import { loadHomeSwipe } from './features/home/components/home-swipe-loader';
import { firstPage, isHomeAddress } from './routing/first-page';
import { loadRoutes } from './routing/route-store';
import { startVitals } from './vitals/start-vitals';

/**
 * A macrotask between the start's steps: evaluating React, the store and the frame in one go
 * is one long task that keeps a phone's main thread from input (total blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// On a home path the swipe's code is fetched at once.
if (isHomeAddress(window.location.pathname)) void loadHomeSwipe();

// What the HTML's boot script fetched already (the config, the registries, the page's
// manifest) is taken from it; whatever it did not get to, the app fetches itself.
const handoff = firstPaintHandoff();
const config = await siteConfig(handoff);
setRuntimeConfig(config);
registerSiteRemotes(config.remotes);
// The routes, from every remote's registry (shell/src/routing/route-store.ts).
const routes = loadRoutes(config.remotes, (url) => takeFetchedRegistry(handoff, url));
// Remote loads wait for the page's manifest the boot script fetched once the routes are in.
if (handoff) awaitFirstPaintManifests(routes.then(() => adoptFirstPaintFetches(handoff)));
// The page's remote starts loading now (with the manifest the boot script fetched), not once
// the frame has rendered; RemotePage gets the same module.
const page = firstPage(await routes, window.location);
if (page) void loadRemotePage(page.remote, page.expose);
// Sampled page views report their Core Web Vitals once the page has loaded (vitals/).
startVitals({ apiBaseUrl: config.apiBaseUrl, sampleRate: config.vitalsSampleRate, routes });

// Each import below is of this same chunk (named alike): evaluated here, not fetched.
await nextTask();
await import(/* webpackChunkName: "bootstrap" */ '@minesite/shared/ui-global');
const { createRoot } = await import(/* webpackChunkName: "bootstrap" */ 'react-dom/client');
const root = createRoot(document.getElementById('root')!);
await nextTask();
const { startApp } = await import(/* webpackChunkName: "bootstrap" */ './start-app');
// The frame's modules are evaluated in one task; the store and the first render start in the next.
await nextTask();
startApp(root);
