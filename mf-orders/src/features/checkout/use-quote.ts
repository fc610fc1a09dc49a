/**
 * The service's quote for the choice on the page. A choice that changes (a stepper pressed
 * several times) is quoted once it has stayed the same for a moment; until the quote of the
 * current choice is in, the order cannot be confirmed.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { skipToken } from '@minesite/shared/api';
import type { CheckoutChoice, Quote } from '@minesite/shared/domain';
import { useCheckoutQuoteQuery } from './api';
import { quoteFailure, type QuoteFailure } from './quote-failure';
import { QUOTE_SETTLE_MS, useSettled } from './use-settled';

export interface QuoteState {
  /** The quote to show: the current choice's, or the previous one while the next loads. */
  quote: Quote | undefined;
  /** The quote shown is the current choice's: the buyer may confirm. */
  ready: boolean;
  loading: boolean;
  failure: QuoteFailure | null;
  retry: () => void;
}

/** `choice` null: nothing to quote (a number on the page is cleared or out of its limits). */
export function useQuote(choice: CheckoutChoice | null): QuoteState {
  const intl = useIntl();
  // Compared by value: the page builds a new choice object on every render.
  const key = choice ? JSON.stringify(choice) : '';
  const settledKey = useSettled(key, QUOTE_SETTLE_MS);
  const settled = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as CheckoutChoice) : null),
    [settledKey],
  );
  const result = useCheckoutQuoteQuery(settled ?? skipToken, { refetchOnMountOrArgChange: true });
  const pending = settledKey !== key;
  const current = pending || !choice ? undefined : result.currentData;
  return {
    quote: choice ? (current ?? result.data) : undefined,
    ready: current !== undefined,
    loading: Boolean(choice) && (pending || result.isFetching),
    failure:
      !pending && choice && result.error && !result.isFetching
        ? quoteFailure(result.error, intl.formatMessage({ id: 'orders.checkout.error.unknown' }))
        : null,
    retry: () => void result.refetch(),
  };
}
