import type { PublicOrder } from '@minesite/shared/domain';
import { STORAGE_KEYS, readOrdersMap, readTrackedOrderIds } from '@minesite/shared/storage';
import { useStored } from '../../lib/use-stored';
import { useTrackedOrdersQuery } from '../my-orders/api';
import { deriveTasks, type BuyerTask } from './derive-tasks';
import { readStoredTasks } from './own-tasks-store';

/**
 * The buyer's tasks at `now`: from their tracked orders as the service has them (this
 * browser's copies until it answers) and their own list.
 */
export function useBuyerTasks(now: Date): { tasks: BuyerTask[]; loading: boolean } {
  const tracked = useStored(STORAGE_KEYS.orderIds, readTrackedOrderIds);
  const query = useTrackedOrdersQuery(undefined, { skip: tracked.length === 0 });
  const stored = useStored(STORAGE_KEYS.tasks, readStoredTasks);
  const orders: PublicOrder[] =
    tracked.length === 0
      ? []
      : (query.data?.orders ??
        tracked.flatMap((id) => {
          const copy = readOrdersMap()[id];
          return copy ? [copy] : [];
        }));
  return {
    tasks: deriveTasks(orders, stored.own, stored.done, now),
    loading: tracked.length > 0 && query.isLoading,
  };
}
