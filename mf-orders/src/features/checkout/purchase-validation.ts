import type { PaymentMethod, Pool } from '@minesite/shared/domain';

/** What the visitor fills in on the purchase page. */
export interface PurchaseDraft {
  deliveryAddress: string;
  selectedPool: Pool | '';
  paymentMethod: PaymentMethod | '';
}

export const DEFAULT_DRAFT: PurchaseDraft = {
  deliveryAddress: '',
  selectedPool: 'AntPool',
  paymentMethod: 'manual',
};

/** The toast of the first missing field (spec section 5, "Purchase"), or null when complete. */
export function missingFieldMessage(draft: PurchaseDraft): string | null {
  if (!draft.deliveryAddress.trim()) return 'orders.purchase.missing.address';
  if (!draft.selectedPool) return 'orders.purchase.missing.pool';
  if (!draft.paymentMethod) return 'orders.purchase.missing.paymentMethod';
  return null;
}
