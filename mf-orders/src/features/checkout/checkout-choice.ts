/**
 * What a checkout sends as the buyer's choice (`CheckoutChoice` of the contract), built from
 * the checkout link and what the buyer sets on the page. A choice the page cannot send yet (a
 * number cleared or out of its limits) is null: nothing is quoted or ordered until it is fixed.
 */
import {
  MACHINE_QUANTITY,
  ORDER_KIND_CATEGORIES,
  type CheckoutChoice,
  type CheckoutKind,
  type CheckoutLink,
  type Product,
} from '@minesite/shared/domain';

export type LinkOf<K extends CheckoutKind> = Extract<CheckoutLink, { kind: K }>;
export type ChoiceOf<K extends CheckoutKind> = Extract<CheckoutChoice, { kind: K }>;

/** A link may name any id: the checkout sells the product only as the kind it was linked as. */
export function sellsAs(product: Product, kind: CheckoutKind): boolean {
  return (ORDER_KIND_CATEGORIES[kind] as readonly string[]).includes(product.category);
}

/** `value` when it is a whole number within `bounds`, else null. */
export function wholeWithin(
  value: number | null,
  bounds: { min: number; max: number },
): number | null {
  return value !== null && Number.isInteger(value) && value >= bounds.min && value <= bounds.max
    ? value
    : null;
}

/** A package arrives fully chosen on its detail page. */
export function hashpowerChoice(link: LinkOf<'hashpower'>): ChoiceOf<'hashpower'> {
  const { productId, hashrateTh, durationDays, powerDays } = link;
  return { kind: 'hashpower', productId, hashrateTh, durationDays, powerDays };
}

/** The quantity the page starts with: the link's, else one machine. */
export const initialQuantity = (link: LinkOf<'machine'>): number =>
  link.quantity ?? MACHINE_QUANTITY.min;

export function machineChoice(
  productId: string,
  quantity: number | null,
): ChoiceOf<'machine'> | null {
  const count = wholeWithin(quantity, MACHINE_QUANTITY);
  return count === null ? null : { kind: 'machine', productId, quantity: count };
}
