import type { TrackedOrders } from './api';

/** Where My Orders' list comes from: the service, or nothing while no order is tracked. */
export interface OrdersSource {
  data: TrackedOrders | undefined;
  isLoading: boolean;
  /** Loads the tracked orders again (pull-to-refresh). */
  refresh: () => Promise<TrackedOrders>;
}

const NONE: TrackedOrders = { orders: [], failed: [] };

/** A visitor who tracks no order: an empty list, with nothing to ask the service. */
export const NO_TRACKED_ORDERS: OrdersSource = {
  data: NONE,
  isLoading: false,
  refresh: () => Promise.resolve(NONE),
};
