import type { RentalPlan, RentalRegion } from '@minesite/shared/domain';

export const PLAN_MESSAGE_IDS: Record<RentalPlan, string> = {
  hourly: 'orders.rental.plan.hourly',
  monthly: 'orders.rental.plan.monthly',
};

export const REGION_MESSAGE_IDS: Record<RentalRegion, string> = {
  russia: 'orders.rental.region.russia',
  canada: 'orders.rental.region.canada',
  'united-states': 'orders.rental.region.unitedStates',
};
