/**
 * The service's quote of the cart on screen, asked once the lines have stayed the same for a
 * moment (a quantity stepped several times is quoted once), and each line's state: priced,
 * priced at another price than the buyer saw, or refused.
 */
import { useMemo } from 'react';
import { skipToken } from '@minesite/shared/api';
import { statusOfPriced, type CartEntry, type CartLineStatus } from '@minesite/shared/cart';
import type { CartLineRequest, QuoteItem } from '@minesite/shared/domain';
import { QUOTE_SETTLE_MS, useSettled } from '../checkout/use-settled';
import { useCartQuoteQuery, type CartQuote } from './api';

export interface PricedLine {
  entry: CartEntry;
  item: QuoteItem | null;
  status: CartLineStatus;
}

export interface CartQuoteState {
  lines: PricedLine[];
  result: CartQuote | undefined;
  /** The quote shown is the current cart's, every line priced and none marked: it may be bought. */
  ready: boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useCartQuote(entries: CartEntry[]): CartQuoteState {
  const key = JSON.stringify(entries.map((entry) => entry.line));
  const settledKey = useSettled(key, QUOTE_SETTLE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as CartLineRequest[], [settledKey]);
  const query = useCartQuoteQuery(settled.length ? settled : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const current = settledKey === key ? query.currentData : undefined;
  const shown = current ?? query.data;
  const lines = entries.map((entry, index): PricedLine => {
    const refused = shown?.refused[index];
    if (refused) return { entry, item: null, status: refused };
    const at = shown?.quotedIndexes.indexOf(index) ?? -1;
    const item = at >= 0 ? (shown?.quote?.items[at] ?? null) : null;
    return { entry, item, status: item ? statusOfPriced(entry, item) : 'ok' };
  });
  return {
    lines,
    result: shown,
    ready:
      current !== undefined &&
      current.quote !== null &&
      lines.every((line) => line.status === 'ok' && line.item),
    loading: entries.length > 0 && (settledKey !== key || query.isFetching),
    failed: Boolean(query.error) && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
