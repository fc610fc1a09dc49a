// Held quotes: the price the checkout shows is the price an order naming it pays. `POST
// /api/quotes` stores the priced choice under a random id for QUOTE_HOLD_SECONDS; `POST
// /api/orders` with that id takes its lines, rate and BTC amount while it holds and the choice is
// the same. FerretDB v1 has no TTL index: the orders' sweep forgets expired quotes.
import { randomInt } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { stableJson } from './stable-json.js';
import type { PreparedQuote, PricedRequest } from './quotes.js';

interface HeldQuoteDocument {
  /** 'Q' + 24 random base-36 characters (about 124 bits): whoever holds it buys at this price. */
  _id: string;
  /** The choice (or cart lines) as priced, to refuse the id with another. */
  choiceKey: string;
  prepared: PreparedQuote;
  expiresAt: Date;
}

export const heldQuotesCollection = defineCollection<HeldQuoteDocument>('held_quotes', [
  { key: { expiresAt: 1 }, name: 'expires_at' },
]);

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export class HeldQuotes {
  private readonly quotes: Collection<HeldQuoteDocument>;

  constructor(db: Db) {
    this.quotes = getCollection(db, heldQuotesCollection);
  }

  /** Stores the priced choice under a new id; the quote as answered (with its id and end). */
  async hold(prepared: PreparedQuote, holdMs: number): Promise<PreparedQuote> {
    let random = '';
    for (let i = 0; i < 24; i++) random += ALPHABET[randomInt(ALPHABET.length)];
    const quoteId = `Q${random}`;
    const expiresAt = new Date(prepared.quote.quotedAt.getTime() + holdMs);
    const held = { ...prepared, quote: { ...prepared.quote, quoteId, expiresAt } };
    await this.quotes.insertOne({
      _id: quoteId,
      choiceKey: choiceKey(prepared.cartLines ?? prepared.choice),
      prepared: held,
      expiresAt,
    });
    return held;
  }

  /**
   * The quote while it holds for `request` (a choice or a cart's lines) at `now`; null when
   * unknown, expired or for another.
   */
  async take(quoteId: string, request: PricedRequest, now: Date): Promise<PreparedQuote | null> {
    const held = await this.quotes.findOne({ _id: quoteId });
    if (!held || held.expiresAt <= now || held.choiceKey !== choiceKey(request)) return null;
    return held.prepared;
  }

  /** Forgets the quotes that expired before `cutoff`; returns how many. */
  async sweep(cutoff: Date): Promise<number> {
    return (await this.quotes.deleteMany({ expiresAt: { $lt: cutoff } })).deletedCount;
  }
}

const choiceKey = (request: PricedRequest) => stableJson(request);
