import { FormattedMessage } from 'react-intl';
import type { Quote } from '@minesite/shared/domain';
import { useLocalizedName } from '../lib/use-product-name';
import { Money } from './money';
import { QuoteBtcRow } from './quote-totals';
import { Row } from '@minesite/shared/ui';

/**
 * Every line of a cart's quote (product × how many, its total) and the total per currency, as
 * rows: on the order page of an order with several lines, and on the cart.
 */
export function QuoteItemRows({ quote }: { quote: Quote }) {
  const nameOf = useLocalizedName();
  return (
    <>
      {quote.items.map((item, index) => (
        <Row key={index} data-testid="quote-item">
          <dt>
            <FormattedMessage
              id="orders.quote.item"
              values={{ name: nameOf(item.product.name), quantity: item.quantity }}
            />
          </dt>
          <dd>
            <Money value={item.total} currency={item.currency} />
          </dd>
        </Row>
      ))}
      {quote.totals.map((total) => (
        <Row key={total.currency} data-testid="quote-currency-total">
          <dt>
            <FormattedMessage id="orders.quote.totalIn" values={{ currency: total.currency }} />
          </dt>
          <dd>
            <strong>
              <Money value={total.total} currency={total.currency} />
            </strong>
          </dd>
        </Row>
      ))}
      <QuoteBtcRow quote={quote} />
    </>
  );
}
