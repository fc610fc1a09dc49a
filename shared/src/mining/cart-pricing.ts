/**
 * A cart line's price: its choice priced by `priceOrder` (the code every single order is priced
 * with), then times how many of it the line buys. A machine line's quantity is its choice's own.
 */
import type { CartLine, CheckoutChoice } from '../contract/checkout-choice';
import { dec, toMoney } from './decimal';
import { priceOrder, type PricingResult } from './order-pricing';
import type { Product } from '../contract/products';

/** The line's single choice and how many of it (1 for machines: their quantity is in the choice). */
export function splitCartLine(line: CartLine): { choice: CheckoutChoice; times: number } {
  if (line.kind === 'machine') return { choice: line, times: 1 };
  const { quantity, ...choice } = line;
  return { choice, times: quantity };
}

/** Prices `line` against `product`; a refusal names the field as `choice.*` (the caller re-roots it). */
export function priceCartLine(line: CartLine, product: Product): PricingResult {
  const { choice, times } = splitCartLine(line);
  const result = priceOrder(choice, product);
  if (!result.ok || times === 1) return result;
  const lines = result.order.lines.map((priced) => ({
    ...priced,
    quantity: dec(priced.quantity).times(times).toNumber(),
    amount: toMoney(dec(priced.amount).times(times)),
  }));
  const total = toMoney(lines.reduce((sum, priced) => sum.plus(priced.amount), dec(0)));
  return { ok: true, order: { ...result.order, lines, total } };
}
