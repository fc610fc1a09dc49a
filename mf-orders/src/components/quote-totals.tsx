import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Quote } from '@minesite/shared/domain';
import { BtcAmount } from './btc-amount';
import { DetailRow } from './detail-row';
import { Money } from './money';

/**
 * What a quote asks for, as rows: the total in its currency and the amount in BTC with the
 * rate it was converted at and when that rate was read; without a fresh rate, the operator
 * sets the amount.
 */
export function QuoteTotals({ quote }: { quote: Quote }) {
  const { btcRate } = quote;
  return (
    <>
      <DetailRow labelId="orders.quote.total">
        <strong data-testid="quote-total">
          <Money value={quote.total} currency={quote.currency} />
        </strong>
      </DetailRow>
      <QuoteBtcRow quote={quote} />
      {btcRate && (
        <DetailRow labelId="orders.quote.rateLabel">
          <span className="checkout-quote-note" data-testid="quote-rate">
            <FormattedMessage
              id="orders.quote.rate"
              values={{
                price: <Money key="price" value={btcRate.price} currency={quote.currency} />,
                time: (
                  <FormattedDate
                    key="time"
                    value={btcRate.at}
                    month="short"
                    day="numeric"
                    hour="2-digit"
                    minute="2-digit"
                  />
                ),
              }}
            />
          </span>
        </DetailRow>
      )}
    </>
  );
}

/** The quote's amount in BTC, or that the operator sets it (no fresh rate). */
export function QuoteBtcRow({ quote }: { quote: Quote }) {
  return (
    <DetailRow labelId="orders.quote.btcAmount">
      {quote.btcRate ? (
        <strong data-testid="quote-btc">
          <BtcAmount value={quote.amountBtc} />
        </strong>
      ) : (
        <span className="checkout-quote-note" data-testid="quote-awaiting-price">
          <FormattedMessage id="orders.quote.awaitingPrice" />
        </span>
      )}
    </DetailRow>
  );
}
