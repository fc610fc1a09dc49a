import { Suspense, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Quote } from '@minesite/shared/domain';
import { Card, CardTitle, Rows } from '@minesite/shared/ui';
import { QuoteLineRows } from '../../../components/quote-line-rows';
import { QuoteTotals } from '../../../components/quote-totals';

// A cart's lines, loaded only for an order that has several.
const QuoteItemRows = lazy(() =>
  import(/* webpackChunkName: "quote-items" */ '../../../components/quote-items').then(
    (module) => ({ default: module.QuoteItemRows }),
  ),
);

/**
 * The price the service computed: each line (quantity × unit price = amount), the total in
 * the product's currency and, once there is a BTC rate, the BTC amount, the rate and its time.
 * An order of several lines (a cart) shows each line and the total per currency instead.
 */
export function QuoteCard({ quote }: { quote: Quote }) {
  return (
    <Card aria-labelledby="quote-title">
      <CardTitle id="quote-title" as="h2">
        <FormattedMessage id="orders.detail.quote.title" />
      </CardTitle>
      <Rows variant="summary">
        {quote.items.length > 1 ? (
          <Suspense fallback={null}>
            <QuoteItemRows quote={quote} />
          </Suspense>
        ) : (
          <>
            <QuoteLineRows quote={quote} />
            <QuoteTotals quote={quote} />
          </>
        )}
      </Rows>
    </Card>
  );
}
