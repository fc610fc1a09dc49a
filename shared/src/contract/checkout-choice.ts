/**
 * What a buyer chooses at a checkout: one product's terms (`checkoutChoiceSchema`), or a cart's
 * lines, each such a choice with how many of it (`cartLineSchema`). The service prices both
 * with the same code.
 */
import './browser-jitless';
import { z } from 'zod';
import {
  CART_LINE_QUANTITY,
  CART_LINES,
  MACHINE_QUANTITY,
  RENTAL_HOURS,
  RENTAL_MONTHS,
  RENTAL_PLANS,
  RENTAL_REGIONS,
} from '../domain/orders';
import { productIdSchema } from './products';

const wholeNumber = (bounds: { min: number; max: number }) =>
  z.number().int().min(bounds.min).max(bounds.max);

const hashpowerChoice = z.strictObject({
  kind: z.literal('hashpower'),
  productId: productIdSchema,
  /** One of the package's hashrate options, TH/s. */
  hashrateTh: z.number().positive().finite(),
  /** The duration chosen on the detail page, days (one of the package's durations). */
  durationDays: z.number().int().positive().max(100_000),
  /** Days of electricity in the first payment (at least 3; a 30-day package: 30). */
  powerDays: z.number().int().positive().max(100_000),
});

const machineChoice = z.strictObject({
  kind: z.literal('machine'),
  productId: productIdSchema,
  quantity: wholeNumber(MACHINE_QUANTITY),
});

const rentalChoice = z.strictObject({
  kind: z.literal('rental'),
  productId: productIdSchema,
  plan: z.enum(RENTAL_PLANS),
  /** With the hourly plan. */
  hours: wholeNumber(RENTAL_HOURS).optional(),
  /** With the monthly plan. */
  months: wholeNumber(RENTAL_MONTHS).optional(),
  region: z.enum(RENTAL_REGIONS),
});

/** The hourly plan takes hours, the monthly one months: the rule, and its OpenAPI form. */
function withRentalPlanRule<T extends z.ZodType<z.output<typeof rentalChoice>>>(schema: T) {
  return (
    schema
      // The rule below, as the OpenAPI document states it (JSON Schema's if/then/else).
      .meta({
        if: { properties: { plan: { const: 'hourly' } } },
        then: { required: ['hours'], properties: { months: false } },
        else: { required: ['months'], properties: { hours: false } },
      })
      .superRefine((choice, ctx) => {
        const wanted = choice.plan === 'hourly' ? 'hours' : 'months';
        const other = choice.plan === 'hourly' ? 'months' : 'hours';
        if (choice[wanted] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [wanted],
            message: `is required with the ${choice.plan} plan`,
          });
        }
        if (choice[other] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [other],
            message: `is not taken with the ${choice.plan} plan`,
          });
        }
      })
  );
}

/**
 * What the buyer chose, by kind: the only product terms a client sends. The service checks
 * each choice against the catalog product (an option it does not offer is a 400 naming the
 * field) and prices it.
 */
export const checkoutChoiceSchema = z.discriminatedUnion('kind', [
  hashpowerChoice,
  machineChoice,
  withRentalPlanRule(rentalChoice),
]);
export type CheckoutChoice = z.output<typeof checkoutChoiceSchema>;

const lineQuantity = { quantity: wholeNumber(CART_LINE_QUANTITY) };

/**
 * A cart line: a choice as a single order takes it, with how many of it. A machine's
 * `quantity` is its own (machines); a package's or a rental's buys that many of it.
 */
export const cartLineSchema = z.discriminatedUnion('kind', [
  hashpowerChoice.extend(lineQuantity),
  machineChoice,
  withRentalPlanRule(rentalChoice.extend(lineQuantity)),
]);
export type CartLine = z.output<typeof cartLineSchema>;
export type CartLineRequest = z.input<typeof cartLineSchema>;

export const cartLinesSchema = z.array(cartLineSchema).min(CART_LINES.min).max(CART_LINES.max);
