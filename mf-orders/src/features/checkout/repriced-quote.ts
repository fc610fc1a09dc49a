/**
 * The service's answer when the price the buyer confirmed no longer holds (409 `quote_expired`:
 * the quote expired, or was for another choice): a fresh quote for the same choice. The
 * checkout shows it and asks again; it never orders at a price the buyer has not seen.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { Quote } from '@minesite/shared/domain';
import { isObject } from '../../lib/loose-read';
import { readQuote } from '../../lib/normalize-quote';

/** The fresh quote of a `quote_expired` refusal, or null for any other answer. */
export function repricedQuote(error: unknown): Quote | null {
  const { status, data } = (error ?? {}) as Partial<FetchBaseQueryError>;
  if (status !== 409 || !isObject(data) || data.code !== 'quote_expired') return null;
  const quote = readQuote(data.quote);
  return quote?.quoteId ? quote : null;
}
