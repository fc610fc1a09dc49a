import { marketReplySchema } from '../market';
import { marketRoutes } from '../routes/market';
import { endpointsOf } from './endpoint';

export const marketEndpoints = endpointsOf(marketRoutes, {
  get: { replies: { 200: { description: 'The market figures', schema: marketReplySchema } } },
});
