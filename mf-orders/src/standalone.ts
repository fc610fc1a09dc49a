// This remote alone on its own dev server (`npm run dev -w mf-orders`), for its team.
import { renderStandalone } from '@minesite/shared/standalone';
import { registry } from './pages';

void renderStandalone(registry, (file) => import(`./pages/${file}.tsx`));
