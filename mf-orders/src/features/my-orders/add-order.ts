import type { AppDispatch } from '@minesite/shared/store';
import type { AddOrderOutcome } from './add-order-messages';
import { addOrderOutcome } from './add-order-outcome';
import { addTrackedOrder } from './api';

/**
 * Adds an order to this browser's list by its id. Loaded when the visitor first adds one: the
 * service's API (RTK Query) comes with it.
 */
export async function addOrderById(
  dispatch: AppDispatch,
  orderId: string,
): Promise<AddOrderOutcome> {
  return addOrderOutcome(await dispatch(addTrackedOrder.initiate(orderId, { track: false })));
}
