/**
 * The price of what a buyer chose, from the catalog product: the service quotes every order
 * with it (the browser sends only the choice). Hash power is priced as the package detail page
 * prices it (USD at the pricing settings' exchange rate, the package's own price per T and
 * power fee), so the checkout's total is the first payment the detail page showed; machines
 * and rentals in the product's currency.
 *
 * A choice the product does not offer is refused with the field to name in the 400.
 */
import type { CheckoutChoice } from '../contract/checkout-choice';
import type { OrderProduct, ProductInfo, QuoteLine } from '../contract/orders';
import type { Product, ProductOf } from '../contract/products';
import type { Currency } from '../domain/catalog';
import {
  MACHINE_QUANTITY,
  ORDER_KIND_CATEGORIES,
  RENTAL_HOURS,
  RENTAL_MONTHS,
  type QuoteLineItem,
} from '../domain/orders';
import {
  PRICING_DEFAULTS,
  electricityFeeUsd,
  hashrateFeeUsd,
  usdPricePerT,
  type PricingSettings,
} from './cloud-package';
import { dec, roundTo, toBtc, toMoney } from './decimal';
import { optionsFor, readPowerDays } from './package-options';

export interface PricedOrder {
  /** The catalog product, named in every language. */
  product: OrderProduct;
  lines: QuoteLine[];
  currency: Currency;
  /** The sum of the lines, in `currency`. */
  total: number;
  /** The price of one unit (a T, a machine, an hour or a month) in `currency`. */
  unitPrice: number;
  /** How many units: T of hashrate, machines, hours or months. */
  quantity: number;
  /** The spec's product info (title in Chinese, the site's default language). */
  productInfo: ProductInfo;
}

/** Why a choice cannot be priced: the request field at fault and what is wrong with it. */
export interface PricingRefusal {
  /** Dotted, as a validation issue names it: `choice.hashrateTh`. */
  field: string;
  message: string;
}

export type PricingResult =
  { ok: true; order: PricedOrder } | { ok: false; refusal: PricingRefusal };

/** Places kept for a day of electricity, so that days × this rounds to the line's amount. */
const DAILY_FEE_PLACES = 8;

/** Prices `choice` against `product` (the catalog product its `productId` names). */
export function priceOrder(choice: CheckoutChoice, product: Product): PricingResult {
  const categories: readonly string[] = ORDER_KIND_CATEGORIES[choice.kind] ?? [];
  if (!categories.includes(product.category)) {
    return refuse(
      'choice.kind',
      `product ${product.id} is a ${product.category}, not sold as ${choice.kind}`,
    );
  }
  if (product.soldOut) return refuse('choice.productId', `product ${product.id} is sold out`);
  switch (choice.kind) {
    case 'hashpower':
      return priceHashpower(choice, product as ProductOf<'cloud-package'>);
    case 'machine':
      return priceMachines(choice, product as ProductOf<'miner'>);
    case 'rental':
      return priceRental(choice, product as ProductOf<'gpu-plan'> | ProductOf<'ai-power'>);
    default:
      return refuse('choice.kind', 'must be hashpower, machine or rental');
  }
}

type Choice<K extends CheckoutChoice['kind']> = Extract<CheckoutChoice, { kind: K }>;

function priceHashpower(
  choice: Choice<'hashpower'>,
  product: ProductOf<'cloud-package'>,
): PricingResult {
  const { specs } = product;
  const { hashrateTh, durationDays, powerDays } = choice;
  if (!specs.hashrateOptionsTh.includes(hashrateTh)) {
    return refuse('choice.hashrateTh', `must be one of: ${specs.hashrateOptionsTh.join(', ')}`);
  }
  const options = optionsFor(specs.periodDays);
  if (!options.durations.includes(durationDays)) {
    return refuse('choice.durationDays', `must be one of: ${options.durations.join(', ')}`);
  }
  const days = readPowerDays(String(powerDays), options);
  if (!days.ok) {
    const message =
      options.customPowerDays === null
        ? `must be ${options.powerDays.join(' or ')} for this package`
        : days.error === 'maximum'
          ? `must be at most ${options.customPowerDays.max}`
          : `must be at least ${options.customPowerDays.min}`;
    return refuse('choice.powerDays', message);
  }
  const settings = packageSettings(product);
  const perT = usdPricePerT(settings.pricePerT, settings.exchangeRate);
  const hashrateFee = hashrateFeeUsd(hashrateTh, settings);
  const electricityFee = electricityFeeUsd(hashrateTh, powerDays, settings);
  const dailyElectricity = dec(hashrateTh)
    .times(settings.powerFeePerTPerDay)
    .div(settings.exchangeRate);
  const lines: QuoteLine[] = [
    { item: 'hashrateFee', quantity: hashrateTh, unitPrice: perT, amount: hashrateFee },
    {
      item: 'electricityFee',
      quantity: powerDays,
      unitPrice: roundTo(dailyElectricity, DAILY_FEE_PLACES),
      amount: electricityFee,
    },
  ];
  return priced(product, 'hashpower', 'USD', lines, perT, hashrateTh, {
    hashrate: String(hashrateTh),
    period: String(durationDays),
    powerDays: String(powerDays),
    outputType: 'BTC',
    outputRate: String(toBtc(dec(hashrateTh).times(settings.btcOutputPerTPerDay))),
    selectedDuration: String(durationDays),
    powerFee: hashrateFee,
    electricityFee,
    historicalOutput: settings.btcOutputPerTPerDay,
    cycle: durationDays,
  });
}

/**
 * The detail page's baseline settings for a package: its own price per T and power fee (CNY),
 * the settings' exchange rate, its historical output.
 */
export function packageSettings(product: ProductOf<'cloud-package'>): PricingSettings {
  const { specs } = product;
  return {
    pricePerT: specs.pricePerT,
    powerFeePerTPerDay: specs.powerFeePerTPerDay,
    exchangeRate: PRICING_DEFAULTS.exchangeRate,
    btcOutputPerTPerDay:
      specs.historicalYieldBtcPerTPerDay > 0
        ? specs.historicalYieldBtcPerTPerDay
        : PRICING_DEFAULTS.btcOutputPerTPerDay,
  };
}

function priceMachines(choice: Choice<'machine'>, product: ProductOf<'miner'>): PricingResult {
  const { quantity } = choice;
  if (!wholeWithin(quantity, MACHINE_QUANTITY)) {
    return refuse(
      'choice.quantity',
      `must be a whole number from ${MACHINE_QUANTITY.min} to ${MACHINE_QUANTITY.max}`,
    );
  }
  if (!(product.price > 0)) return refuse('choice.productId', `product ${product.id} has no price`);
  const line = lineOf('machines', quantity, product.price);
  return priced(product, 'machine', product.currency, [line], product.price, quantity, {
    hashrate: String(product.specs.hashrateTh),
    period: '',
    powerDays: '',
  });
}

function priceRental(
  choice: Choice<'rental'>,
  product: ProductOf<'gpu-plan'> | ProductOf<'ai-power'>,
): PricingResult {
  let unitPrice: number | null;
  if (choice.plan === 'hourly') {
    unitPrice = product.category === 'gpu-plan' ? product.specs.hourlyPrice : null;
    if (unitPrice === null) {
      return refuse('choice.plan', `product ${product.id} is rented by the month only`);
    }
  } else {
    unitPrice = product.category === 'gpu-plan' ? product.specs.monthlyPrice : product.price;
  }
  const hourly = choice.plan === 'hourly';
  const count = hourly ? choice.hours : choice.months;
  const bounds = hourly ? RENTAL_HOURS : RENTAL_MONTHS;
  const field = hourly ? 'choice.hours' : 'choice.months';
  if (count === undefined) return refuse(field, `is required with the ${choice.plan} plan`);
  if (!wholeWithin(count, bounds)) {
    return refuse(field, `must be a whole number from ${bounds.min} to ${bounds.max}`);
  }
  if (!(unitPrice > 0)) return refuse('choice.productId', `product ${product.id} has no price`);
  const line = lineOf(hourly ? 'rentalHours' : 'rentalMonths', count, unitPrice);
  return priced(product, 'rental', product.currency, [line], unitPrice, count, {
    hashrate: '',
    period: String(count),
    powerDays: '',
    selectedDuration: choice.plan,
  });
}

/** `total` (in a currency) in BTC at `btcPrice` (units of that currency per BTC), to satoshis. */
export function btcAmount(total: number, btcPrice: number): number {
  return toBtc(dec(total).div(btcPrice));
}

function lineOf(item: QuoteLineItem, quantity: number, unitPrice: number): QuoteLine {
  return { item, quantity, unitPrice, amount: toMoney(dec(unitPrice).times(quantity)) };
}

function priced(
  product: Product,
  kind: CheckoutChoice['kind'],
  currency: Currency,
  lines: QuoteLine[],
  unitPrice: number,
  quantity: number,
  terms: Omit<ProductInfo, 'title' | 'kind' | 'productId' | 'unitPrice' | 'currency'>,
): PricingResult {
  const total = toMoney(lines.reduce((sum, line) => sum.plus(line.amount), dec(0)));
  return {
    ok: true,
    order: {
      product: { id: product.id, kind, category: product.category, name: product.name },
      lines,
      currency,
      total,
      unitPrice,
      quantity,
      productInfo: {
        title: product.name.zh,
        ...terms,
        kind,
        productId: product.id,
        unitPrice,
        currency,
      },
    },
  };
}

function wholeWithin(value: number, bounds: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

function refuse(field: string, message: string): PricingResult {
  return { ok: false, refusal: { field, message } };
}
