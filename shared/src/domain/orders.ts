/**
 * The order vocabulary, free of zod so that pages can import it on
 * first paint. The order contract (`@minesite/shared/contract`) builds its schemas from it.
 */

export const ORDER_STATUSES = ['pending', 'processing', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const POOLS = ['AntPool', 'F2Pool'] as const;
export type Pool = (typeof POOLS)[number];

export const PAYMENT_METHODS = ['manual', 'fufu'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What an order is for: a cloud hash power package, machines from the shop, or a rented server
 * (a GPU cloud plan or an AI compute package). Each kind has its own checkout and its own
 * choices (`CheckoutChoice` in the contract).
 */
export const ORDER_PRODUCT_KINDS = ['hashpower', 'machine', 'rental'] as const;
export type OrderProductKind = (typeof ORDER_PRODUCT_KINDS)[number];

/** The catalog categories each kind of order sells. */
export const ORDER_KIND_CATEGORIES = {
  hashpower: ['cloud-package'],
  machine: ['miner'],
  rental: ['gpu-plan', 'ai-power'],
} as const satisfies Record<OrderProductKind, readonly string[]>;

/** Machines per order. */
export const MACHINE_QUANTITY = { min: 1, max: 1000 } as const;

/** How many of one hash power package or rental a cart line buys. */
export const CART_LINE_QUANTITY = { min: 1, max: 100 } as const;
/** Lines in one cart (one order). */
export const CART_LINES = { min: 1, max: 50 } as const;

/** A rental is paid by the hour or by the month (AI compute: by the month only). */
export const RENTAL_PLANS = ['hourly', 'monthly'] as const;
export type RentalPlan = (typeof RENTAL_PLANS)[number];
/** How long a rental may be booked in one order. */
export const RENTAL_HOURS = { min: 1, max: 720 } as const;
export const RENTAL_MONTHS = { min: 1, max: 12 } as const;
/** Where a rented server runs: the company's data-centre regions (the hosting sites). */
export const RENTAL_REGIONS = ['russia', 'canada', 'united-states'] as const;
export type RentalRegion = (typeof RENTAL_REGIONS)[number];

/** The items a quote is made of (its lines, in this order). */
export const QUOTE_LINE_ITEMS = [
  /** Hash power: T of hashrate × the price of one T. */
  'hashrateFee',
  /** Hash power: days of electricity in the first payment × one day's fee for the hashrate. */
  'electricityFee',
  /** Machines: quantity × the price of one. */
  'machines',
  /** Rentals: hours or months × the price of one. */
  'rentalHours',
  'rentalMonths',
] as const;
export type QuoteLineItem = (typeof QUOTE_LINE_ITEMS)[number];

/**
 * Random base-36 characters of an order id the service makes now: 20 (about 103 bits), so that
 * an id, which is all a visitor needs to read, pay or give up an order, cannot be guessed.
 */
export const ORDER_ID_RANDOM_LENGTH = 20;
/** Random characters of the ids of orders placed before (the spec's form); they still work. */
export const LEGACY_ORDER_ID_RANDOM_LENGTH = 6;

/**
 * Order ids: 'ORD', the creation time in ms (13 digits) and 20 random base-36 characters, made
 * by the service (services/src/modules/orders/order-id.ts); or, for orders placed before, the
 * spec's 6.
 */
export const ORDER_ID_PATTERN = /^ORD\d{13}(?:[0-9a-z]{20}|[0-9a-z]{6})$/;
