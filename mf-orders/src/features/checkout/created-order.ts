import type { CheckoutChoice, PublicOrder } from '@minesite/shared/domain';

/** An order just made at checkout, with what the page showed for it. */
export interface CreatedOrder {
  order: PublicOrder;
  /** The choice sent; the order's quote repeats it as the service read it. */
  choice: CheckoutChoice;
  /** The product's name as the page showed it, for an answer without one. */
  name: string;
}

/** What each kind's checkout is given. */
export interface KindCheckoutProps<L> {
  link: L;
  onCreated: (created: CreatedOrder) => void;
}
