/** The order the visitor opens from the list (spec section 3, `currentOrder`). */
import type { PublicOrder } from '@minesite/shared/domain';
import { writeCurrentOrder } from '@minesite/shared/storage';

/** The spec's quirk: the current order is stored as processing, whatever its status. */
export function rememberOpenedOrder(order: PublicOrder): void {
  writeCurrentOrder({ ...order, status: 'processing' });
}
