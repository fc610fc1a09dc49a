/**
 * The service's answer when the price the buyer confirmed no longer holds (409 `quote_expired`:
 * the quote expired, or was for another choice): a fresh quote for the same choice. The
 * checkout shows it and asks again; it never orders at a price the buyer has not seen.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { QuoteExpiredReply } from '@minesite/shared/contract';
import type { Quote } from '@minesite/shared/domain';

/** The fresh quote of a `quote_expired` refusal (typed by the contract), or null for any other. */
export function repricedQuote(error: unknown): Quote | null {
  const { status, data } = (error ?? {}) as Partial<FetchBaseQueryError>;
  if (status !== 409) return null;
  const reply = data as Partial<QuoteExpiredReply> | null | undefined;
  if (reply?.code !== 'quote_expired' || !reply.quote?.quoteId) return null;
  return reply.quote;
}
