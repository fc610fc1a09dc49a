/**
 * The one link from any remote to the orders remote's checkout (`/mining-power-purchase`),
 * typed by product kind. The shop, the cloud power pages and the checkout build and read it
 * only here. What travels is what the buyer chose so far, never a price or a title: the
 * checkout asks the service for the quote (POST /api/quotes).
 *
 * The link keeps the spec's one serialised query parameter, `productInfo`.
 * Zod-free, so that visitor pages can read it without the contract's code.
 */
import { PRODUCT_ID_PATTERN } from './catalog';
import {
  MACHINE_QUANTITY,
  RENTAL_PLANS,
  RENTAL_REGIONS,
  type RentalPlan,
  type RentalRegion,
} from './orders';

export const CHECKOUT_PATH = '/mining-power-purchase';
export const CHECKOUT_QUERY = 'productInfo';

/** What a page hands to the checkout: a package fully chosen, a machine, a server to rent. */
export type CheckoutLink =
  | {
      kind: 'hashpower';
      productId: string;
      hashrateTh: number;
      durationDays: number;
      powerDays: number;
    }
  | { kind: 'machine'; productId: string; quantity?: number }
  | { kind: 'rental'; productId: string; plan?: RentalPlan; region?: RentalRegion };
export type CheckoutKind = CheckoutLink['kind'];

/** `/mining-power-purchase?productInfo=…` for a choice. */
export function checkoutPath(link: CheckoutLink): string {
  return `${CHECKOUT_PATH}?${new URLSearchParams({ [CHECKOUT_QUERY]: JSON.stringify(link) })}`;
}

const positiveNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const positiveWhole = (value: unknown): value is number =>
  positiveNumber(value) && Number.isInteger(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** The link in a checkout address's query, or null when it is missing or malformed. */
export function readCheckoutLink(search: URLSearchParams | string): CheckoutLink | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = params.get(CHECKOUT_QUERY);
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const input = raw as Record<string, unknown>;
  const { productId } = input;
  if (typeof productId !== 'string' || !PRODUCT_ID_PATTERN.test(productId)) return null;
  switch (input.kind) {
    case 'hashpower': {
      const { hashrateTh, durationDays, powerDays } = input;
      if (!positiveNumber(hashrateTh) || !positiveWhole(durationDays) || !positiveWhole(powerDays))
        return null;
      return { kind: 'hashpower', productId, hashrateTh, durationDays, powerDays };
    }
    case 'machine': {
      const { quantity } = input;
      const valid =
        positiveWhole(quantity) &&
        quantity >= MACHINE_QUANTITY.min &&
        quantity <= MACHINE_QUANTITY.max;
      return { kind: 'machine', productId, ...(valid ? { quantity } : {}) };
    }
    case 'rental': {
      const { plan, region } = input;
      return {
        kind: 'rental',
        productId,
        ...(oneOf(RENTAL_PLANS, plan) ? { plan } : {}),
        ...(oneOf(RENTAL_REGIONS, region) ? { region } : {}),
      };
    }
    default:
      return null;
  }
}
