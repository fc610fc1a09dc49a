/**
 * The message ids of a rental's plan and region, as the order list and the order form show
 * them. Apart from the form's vocabulary (order-labels.ts), which loads with the form.
 */
import type { RentalPlan, RentalRegion } from '@minesite/shared/domain';

export const RENTAL_PLAN_MESSAGE_IDS: Record<RentalPlan, string> = {
  hourly: 'admin.orders.choice.plan.hourly',
  monthly: 'admin.orders.choice.plan.monthly',
};

export const RENTAL_REGION_MESSAGE_IDS: Record<RentalRegion, string> = {
  russia: 'admin.orders.region.russia',
  canada: 'admin.orders.region.canada',
  'united-states': 'admin.orders.region.united-states',
};
