/**
 * A rented server's choice: the plan (by the hour where the product has an hourly price, else
 * by the month; AI compute by the month only), how many hours or months, and the region.
 */
import {
  RENTAL_HOURS,
  RENTAL_MONTHS,
  RENTAL_REGIONS,
  type Product,
  type RentalPlan,
  type RentalRegion,
} from '@minesite/shared/domain';
import { wholeWithin, type ChoiceOf, type LinkOf } from './checkout-choice';

/** What the buyer sets on the rental checkout; a cleared number is null. */
export interface RentalDraft {
  plan: RentalPlan;
  hours: number | null;
  months: number | null;
  region: RentalRegion;
}

/** The plans the product is rented on, hourly first. */
export function rentalPlansOf(product: Product): RentalPlan[] {
  return product.category === 'gpu-plan' && product.specs.hourlyPrice !== null
    ? ['hourly', 'monthly']
    : ['monthly'];
}

/** The link's plan and region where the product offers them, one hour or one month. */
export function initialRentalDraft(
  link: LinkOf<'rental'>,
  plans: readonly RentalPlan[],
): RentalDraft {
  const plan = link.plan && plans.includes(link.plan) ? link.plan : 'monthly';
  return {
    plan: plans.includes(plan) ? plan : plans[0]!,
    hours: RENTAL_HOURS.min,
    months: RENTAL_MONTHS.min,
    region: link.region ?? RENTAL_REGIONS[0],
  };
}

/** The choice to quote and order: hours with the hourly plan, months with the monthly one. */
export function rentalChoice(
  productId: string,
  draft: RentalDraft,
  plans: readonly RentalPlan[],
): ChoiceOf<'rental'> | null {
  if (!plans.includes(draft.plan)) return null;
  const { region } = draft;
  if (draft.plan === 'hourly') {
    const hours = wholeWithin(draft.hours, RENTAL_HOURS);
    return hours === null ? null : { kind: 'rental', productId, plan: 'hourly', hours, region };
  }
  const months = wholeWithin(draft.months, RENTAL_MONTHS);
  return months === null ? null : { kind: 'rental', productId, plan: 'monthly', months, region };
}
