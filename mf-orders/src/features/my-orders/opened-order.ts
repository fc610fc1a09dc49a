/** The order the visitor opens from the list (kept as `currentOrder`). */
import type { PublicOrder } from '@minesite/shared/domain';
import { writeCurrentOrder } from '@minesite/shared/storage';

/** The spec's quirk: the current order is stored as processing, whatever its status. */
export function rememberOpenedOrder(order: PublicOrder): void {
  writeCurrentOrder({ ...order, status: 'processing' });
}
