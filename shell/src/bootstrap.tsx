import '@minesite/shared/ui-global';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from '@minesite/shared/config';
import { makeStore } from '@minesite/shared/store';
import { adoptFirstPaintFetches, firstPaintHandoff } from './first-paint/handoff';
import { registerSiteRemotes } from './federation/remote-loader';
import { App } from './app/app';

// The HTML's boot script has fetched the config (and the page's remote manifest) already.
const handoff = firstPaintHandoff();
const config = handoff
  ? parseRuntimeConfig(await handoff.config, window.location)
  : await loadRuntimeConfig();
setRuntimeConfig(config);
registerSiteRemotes(config.remotes);
if (handoff) void adoptFirstPaintFetches(handoff);
createRoot(document.getElementById('root')!).render(<App store={makeStore()} />);
