// Crossing: types named inside a value import still load the module (`import type` would not).
import { type Order } from '@minesite/shared/contract';

export const orderIdOf = (order: Order) => order.orderId;
