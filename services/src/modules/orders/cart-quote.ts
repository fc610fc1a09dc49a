// A cart's quote: every line priced with the code single orders use (priceCartLine over
// priceOrder), each converted to BTC at the market rate of its currency, summed into one amount
// (one order, one payment). A currency without a fresh rate leaves the whole cart without a BTC
// amount: the order then awaits the operator's price. Refusals name the line (`lines[2].quantity`).
import { SATS_PER_BTC, type CartLine, type Currency } from '@minesite/shared/contract';
import { btcAmount, priceCartLine, splitCartLine } from '@minesite/shared/mining';
import { toProductReply } from '../catalog/reply.js';
import type { CatalogService } from '../catalog/service.js';
import type { MarketService } from '../market/service.js';
import { pricingRefusal as refusal } from './order-errors.js';
import type { QuoteItemDocument } from './order-document.js';
import type { PreparedQuote } from './quotes.js';
import { usdQuote, type UsdQuote } from './usd-quote.js';

type Rate = { price: number; at: Date };

export async function quoteCart(
  lines: CartLine[],
  products: Pick<CatalogService, 'find'>,
  market: Pick<MarketService, 'btcRate'>,
  quotedAt: Date,
): Promise<PreparedQuote> {
  const priced = [];
  for (const [index, line] of lines.entries()) {
    const stored = await products.find(line.productId);
    if (!stored) throw refusal(`lines[${index}].productId`, 'no such product');
    const result = priceCartLine(line, toProductReply(stored));
    if (!result.ok) {
      const field = result.refusal.field.replace(/^choice\b/, `lines[${index}]`);
      throw refusal(field, result.refusal.message);
    }
    priced.push({ line, order: result.order });
  }
  const rates = new Map<Currency, Rate | null>();
  for (const { order } of priced) {
    if (!rates.has(order.currency)) rates.set(order.currency, await market.btcRate(order.currency));
  }
  const everyRate = [...rates.values()].every((rate) => rate !== null);
  const items: QuoteItemDocument[] = priced.map(({ line, order }) => {
    const rate = rates.get(order.currency);
    return {
      product: order.product,
      choice: splitCartLine(line).choice,
      quantity: line.quantity,
      lines: order.lines,
      currency: order.currency,
      total: order.total,
      amountBtc: everyRate && rate ? btcAmount(order.total, rate.price) : 0,
    };
  });
  const dueSats = items.reduce((sum, item) => sum + Math.round(item.amountBtc * SATS_PER_BTC), 0);
  const [first] = priced as [(typeof priced)[number], ...typeof priced];
  const currency = first.order.currency;
  const firstRate = rates.get(currency) ?? null;
  const usd = await cartUsd(items, market, quotedAt);
  return {
    product: first.order.product,
    choice: items[0]!.choice,
    cartLines: lines,
    quote: {
      lines: first.order.lines,
      currency,
      total: sumIn(items, currency),
      btcRate: everyRate && firstRate ? { price: firstRate.price, at: firstRate.at } : null,
      amountBtc: dueSats / SATS_PER_BTC,
      quotedAt,
      items,
      ...usd,
    },
    dueSats,
    unitPrice: priced.length === 1 ? first.order.unitPrice : 0,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    productInfo: {
      ...first.order.productInfo,
      title: items.map((item) => `${item.product.name.zh} ×${item.quantity}`).join(', '),
    },
  };
}

/**
 * The cart's USD value for the USDT rails: each currency's total at its USD rate, summed. The
 * rate named is the first line's currency's; a currency without a fresh rate leaves none.
 */
async function cartUsd(
  items: readonly QuoteItemDocument[],
  market: Pick<MarketService, 'btcRate'>,
  quotedAt: Date,
): Promise<UsdQuote> {
  const currencies = [...new Set(items.map((item) => item.currency))];
  const each = await Promise.all(
    currencies.map((currency) => usdQuote(sumIn(items, currency), currency, market, quotedAt)),
  );
  if (each.some((quote) => quote.usdRate === null)) return { usdRate: null, amountUsdt: 0 };
  const micros = each.reduce((sum, quote) => sum + Math.round(quote.amountUsdt * 1e6), 0);
  return { usdRate: each[0]!.usdRate, amountUsdt: micros / 1e6 };
}

/** The items' total in `currency`, to cents. */
export function sumIn(items: readonly QuoteItemDocument[], currency: Currency): number {
  const cents = items
    .filter((item) => item.currency === currency)
    .reduce((sum, item) => sum + Math.round(item.total * 100), 0);
  return cents / 100;
}
