/**
 * The product and the quote of an order, as the screens use them (see normalize-order.ts).
 * Orders made before quotes have neither: both read as null.
 */
import { CURRENCIES, PRODUCT_CATEGORIES } from '@minesite/shared/catalog';
import {
  ORDER_PRODUCT_KINDS,
  PAYMENT_RAILS,
  QUOTE_LINE_ITEMS,
  RENTAL_PLANS,
  RENTAL_REGIONS,
  type BtcRate,
  type CheckoutChoice,
  type OrderProduct,
  type CurrencyTotal,
  type Quote,
  type QuoteItem,
  type QuoteLine,
} from '@minesite/shared/domain';
import { LOCALES } from '@minesite/shared/locale';
import type { LocalizedText } from '@minesite/shared/contract';
import { amount, isObject, list, oneOf, read, text, type Loose, type Readers } from './loose-read';

function localizedText(raw: unknown): LocalizedText {
  const names = isObject(raw) ? raw : {};
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, text(names[locale])]),
  ) as LocalizedText;
}

export function readOrderProduct(raw: unknown): OrderProduct | null {
  if (!isObject(raw)) return null;
  const kind = oneOf(ORDER_PRODUCT_KINDS, raw.kind);
  const category = oneOf(PRODUCT_CATEGORIES, raw.category);
  if (!kind || !category) return null;
  return { id: text(raw.id), kind, category, name: localizedText(raw.name) };
}

const wholeOrUndefined = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export function readChoice(raw: unknown): CheckoutChoice | null {
  if (!isObject(raw)) return null;
  const productId = text(raw.productId);
  switch (raw.kind) {
    case 'hashpower':
      return {
        kind: 'hashpower',
        productId,
        hashrateTh: amount(raw.hashrateTh),
        durationDays: amount(raw.durationDays),
        powerDays: amount(raw.powerDays),
      };
    case 'machine':
      return { kind: 'machine', productId, quantity: amount(raw.quantity) };
    case 'rental': {
      const plan = oneOf(RENTAL_PLANS, raw.plan);
      const region = oneOf(RENTAL_REGIONS, raw.region);
      if (!plan || !region) return null;
      const hours = wholeOrUndefined(raw.hours);
      const months = wholeOrUndefined(raw.months);
      return {
        kind: 'rental',
        productId,
        plan,
        region,
        ...(hours === undefined ? {} : { hours }),
        ...(months === undefined ? {} : { months }),
      };
    }
    default:
      return null;
  }
}

function readLine(raw: unknown): QuoteLine | null {
  if (!isObject(raw)) return null;
  const item = oneOf(QUOTE_LINE_ITEMS, raw.item);
  if (!item) return null;
  return {
    item,
    quantity: amount(raw.quantity),
    unitPrice: amount(raw.unitPrice),
    amount: amount(raw.amount),
  };
}

function readRate(raw: unknown): BtcRate | null {
  if (!isObject(raw)) return null;
  const price = amount(raw.price);
  return price > 0 ? { price, at: text(raw.at) } : null;
}

const readLines = (raw: unknown): QuoteLine[] => list(raw).flatMap((line) => readLine(line) ?? []);

function readItem(raw: unknown): QuoteItem | null {
  if (!isObject(raw)) return null;
  const product = readOrderProduct(raw.product);
  const choice = readChoice(raw.choice);
  const currency = oneOf(CURRENCIES, raw.currency);
  if (!product || !choice || !currency) return null;
  return {
    product,
    choice,
    currency,
    quantity: amount(raw.quantity),
    lines: readLines(raw.lines),
    total: amount(raw.total),
    amountBtc: amount(raw.amountBtc),
  };
}

function readTotal(raw: unknown): CurrencyTotal | null {
  if (!isObject(raw)) return null;
  const currency = oneOf(CURRENCIES, raw.currency);
  return currency ? { currency, total: amount(raw.total) } : null;
}

const QUOTE: Readers<Omit<Quote, 'product' | 'choice' | 'currency' | 'items' | 'totals'>> = {
  // '' on an order's quote kept from before held quotes.
  quoteId: (q) => text(q.quoteId),
  expiresAt: (q) => text(q.expiresAt),
  lines: (q) => readLines(q.lines),
  total: (q) => amount(q.total),
  btcRate: (q) => readRate(q.btcRate),
  amountBtc: (q) => amount(q.amountBtc),
  quotedAt: (q) => text(q.quotedAt),
  rail: (q) => oneOf(PAYMENT_RAILS, q.rail) || 'btc',
  usdRate: (q) => readRate(q.usdRate),
  amountUsdt: (q) => amount(q.amountUsdt),
  // Only on a quote fresh from the checkout's call: none on an order's copy.
  rails: (q) =>
    Array.isArray(q.rails)
      ? q.rails.flatMap((rail) => oneOf(PAYMENT_RAILS, rail) || [])
      : undefined,
};

/** The quote, or null when there is none (or it lacks its product, choice or currency). */
export function readQuote(raw: unknown): Quote | null {
  if (!isObject(raw)) return null;
  const product = readOrderProduct(raw.product);
  const choice = readChoice(raw.choice);
  const currency = oneOf(CURRENCIES, raw.currency);
  if (!product || !choice || !currency) return null;
  const rest = read(QUOTE, raw as Loose);
  const items = list(raw.items).flatMap((item) => readItem(item) ?? []);
  const totals = list(raw.totals).flatMap((total) => readTotal(total) ?? []);
  // A copy kept from before carts: the quote is its one line.
  const quantity = choice.kind === 'machine' ? choice.quantity : 1;
  const { lines, total, amountBtc } = rest;
  return {
    product,
    choice,
    currency,
    ...rest,
    items: items.length
      ? items
      : [{ product, choice, quantity, lines, currency, total, amountBtc }],
    totals: totals.length ? totals : [{ currency, total }],
  };
}
