// The contract's routes are zod-free: shared code and visitor pages import them as values.
import { orderRoutes } from '../contract/routes/orders';
import { routePath } from '../contract/routes/route';

export const orderPath = (orderId: string) => routePath(orderRoutes.get, { orderId });
