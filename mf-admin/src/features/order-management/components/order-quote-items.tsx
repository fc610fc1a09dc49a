import { useIntl } from 'react-intl';
import type { Quote } from '@minesite/shared/domain';
import { Row as PlainRow } from '@minesite/shared/ui';
import { formatMoney } from '../order-view';

/** A cart's order: each product with how many of it and its total, as rows of the quote. */
export function OrderQuoteItems({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const language = intl.locale.slice(0, 2) as keyof Quote['product']['name'];
  return quote.items.map((item, index) => (
    <PlainRow key={index} data-testid="order-quote-item">
      <dt>
        {item.product.name[language] || item.product.name.zh} ×{item.quantity}
      </dt>
      <dd>{formatMoney(intl, item.total, item.currency)}</dd>
    </PlainRow>
  ));
}
