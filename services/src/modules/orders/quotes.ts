// Quotes: what a buyer's choice costs, priced by the service from the catalog with the shared
// mining math (the browser never sends a price), converted to BTC at the market service's
// rate. Without a fresh rate the quote has no BTC amount: the order then awaits the
// operator's price.
import {
  SATS_PER_BTC,
  type CartLine,
  type CheckoutChoice,
  type OrderProduct,
  type PaymentRail,
  type ProductInfo,
  type Quote,
  type QuoteItem,
} from '@minesite/shared/contract';
import { btcAmount, priceOrder } from '@minesite/shared/mining';
import type { CatalogService } from '../catalog/service.js';
import { toProductReply } from '../catalog/reply.js';
import type { MarketService } from '../market/service.js';
import { quoteCart, sumIn } from './cart-quote.js';
import type { QuoteDocument, QuoteItemDocument } from './order-document.js';
import { pricingRefusal as refusal } from './order-errors.js';
import { usdQuote } from './usd-quote.js';

/** A priced choice, ready to be stored on an order or answered as a quote. */
export interface PreparedQuote {
  product: OrderProduct;
  choice: CheckoutChoice;
  /** A cart's lines as asked (absent for a single choice): what a held quote is for. */
  cartLines?: CartLine[];
  quote: QuoteDocument;
  /** BTC due in whole satoshis; 0 without a rate. */
  dueSats: number;
  unitPrice: number;
  quantity: number;
  productInfo: ProductInfo;
}

export class OrderQuoter {
  constructor(
    /** The catalog's copy in memory: a price changed through another replica counts within a second. */
    private readonly products: Pick<CatalogService, 'find'>,
    private readonly market: Pick<MarketService, 'btcRate'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Prices `choice`; a product that does not exist or does not offer it is a 422 naming the field. */
  async quote(choice: CheckoutChoice): Promise<PreparedQuote> {
    const stored = await this.products.find(choice.productId);
    if (!stored) throw refusal('choice.productId', 'no such product');
    const result = priceOrder(choice, toProductReply(stored));
    if (!result.ok) throw refusal(result.refusal.field, result.refusal.message);
    const { order } = result;
    const rate = await this.market.btcRate(order.currency);
    const amountBtc = rate ? btcAmount(order.total, rate.price) : 0;
    const quotedAt = this.now();
    const usd = await usdQuote(order.total, order.currency, this.market, quotedAt);
    return {
      product: order.product,
      choice,
      quote: {
        lines: order.lines,
        currency: order.currency,
        total: order.total,
        btcRate: rate ? { price: rate.price, at: rate.at } : null,
        amountBtc,
        quotedAt,
        ...usd,
      },
      dueSats: Math.round(amountBtc * SATS_PER_BTC),
      unitPrice: order.unitPrice,
      quantity: order.quantity,
      productInfo: order.productInfo,
    };
  }

  /** Prices a cart's lines into one quote (cart-quote.ts); refusals name the line. */
  quoteLines(lines: CartLine[]): Promise<PreparedQuote> {
    return quoteCart(lines, this.products, this.market, this.now());
  }

  /** A single choice, or a cart's lines. */
  quoteAny(request: PricedRequest): Promise<PreparedQuote> {
    return Array.isArray(request) ? this.quoteLines(request) : this.quote(request);
  }
}

/** What a quote prices: a single order's choice, or a cart's lines. */
export type PricedRequest = CheckoutChoice | CartLine[];

/** The body's choice or lines (the contract requires exactly one). */
export function pricedRequestOf(body: {
  choice?: CheckoutChoice;
  lines?: CartLine[];
}): PricedRequest {
  const request = body.lines ?? body.choice;
  if (!request) throw refusal('choice', 'is required');
  return request;
}

/** The stored quote as the contract answers it (`quoteSchema`). */
export function toQuoteReply(
  product: OrderProduct,
  choice: CheckoutChoice,
  quote: QuoteDocument,
  rail: PaymentRail = 'btc',
): Quote {
  return {
    quoteId: quote.quoteId ?? '',
    expiresAt: (quote.expiresAt ?? quote.quotedAt).toISOString(),
    product,
    choice,
    lines: quote.lines,
    currency: quote.currency,
    total: quote.total,
    btcRate: quote.btcRate
      ? { price: quote.btcRate.price, at: quote.btcRate.at.toISOString() }
      : null,
    amountBtc: quote.amountBtc,
    quotedAt: quote.quotedAt.toISOString(),
    items: itemsOf(product, choice, quote).map(toItemReply),
    totals: totalsOf(itemsOf(product, choice, quote)),
    rail,
    usdRate: quote.usdRate
      ? { price: quote.usdRate.price, at: quote.usdRate.at.toISOString() }
      : null,
    amountUsdt: quote.amountUsdt ?? 0,
  };
}

/** The quote's lines: as stored for a cart, else its one product (orders made before carts too). */
function itemsOf(
  product: OrderProduct,
  choice: CheckoutChoice,
  quote: QuoteDocument,
): QuoteItemDocument[] {
  if (quote.items?.length) return quote.items;
  const { lines, currency, total, amountBtc } = quote;
  const quantity = choice.kind === 'machine' ? choice.quantity : 1;
  return [{ product, choice, quantity, lines, currency, total, amountBtc }];
}

function toItemReply(item: QuoteItemDocument): QuoteItem {
  const { product, choice, quantity, lines, currency, total, amountBtc } = item;
  return { product, choice, quantity, lines, currency, total, amountBtc };
}

function totalsOf(items: QuoteItemDocument[]): Quote['totals'] {
  const currencies = [...new Set(items.map((item) => item.currency))];
  return currencies.map((currency) => ({ currency, total: sumIn(items, currency) }));
}
