import { FormattedMessage } from 'react-intl';
import type { Quote } from '@minesite/shared/domain';
import { QuoteLineRows } from '../../../components/quote-line-rows';
import { QuoteTotals } from '../../../components/quote-totals';
import '../../../components/cards.css';

/**
 * The price the service computed: each line (quantity × unit price = amount), the total in
 * the product's currency and, once there is a BTC rate, the BTC amount, the rate and its time.
 */
export function QuoteCard({ quote }: { quote: Quote }) {
  return (
    <section className="orders-card" aria-labelledby="quote-title">
      <h2 id="quote-title" className="orders-card-title">
        <FormattedMessage id="orders.detail.quote.title" />
      </h2>
      <dl className="orders-rows">
        <QuoteLineRows quote={quote} />
        <QuoteTotals quote={quote} />
      </dl>
    </section>
  );
}
