import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@minesite/shared/config';
import { makeStore } from '@minesite/shared/store';
import { registerSiteRemotes } from './federation/remote-loader';
import { App } from './app/app';

const config = await loadRuntimeConfig();
registerSiteRemotes(config.remotes);
createRoot(document.getElementById('root')!).render(<App store={makeStore()} />);
