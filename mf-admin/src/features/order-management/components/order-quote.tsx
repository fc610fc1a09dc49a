import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Quote } from '@minesite/shared/domain';
import { Rows } from '@minesite/shared/ui';
import { QUOTE_ITEM_MESSAGE_IDS } from '../order-labels';
import { formatMoney } from '../order-view';
import { OrderQuoteItems } from './order-quote-items';
import { Btc, Row, Section } from './order-rows';

/**
 * The service's price: each line (a cart's order: each product with how many), the total in
 * each currency and the BTC rate.
 */
export function OrderQuote({ quote }: { quote: Quote | null }) {
  const intl = useIntl();
  if (!quote) {
    return (
      <Section titleId="admin.orders.quote.title">
        <p className="order-note">
          <FormattedMessage id="admin.orders.quote.none" />
        </p>
      </Section>
    );
  }
  const money = (amount: number) => formatMoney(intl, amount, quote.currency);
  return (
    <Section titleId="admin.orders.quote.title">
      <Rows variant="details" data-testid="order-quote-lines">
        {quote.items.length > 1 && <OrderQuoteItems quote={quote} />}
        {quote.items.length <= 1 &&
          quote.lines.map((line, index) => (
            <Row key={`${line.item}-${index}`} labelId={QUOTE_ITEM_MESSAGE_IDS[line.item]}>
              <FormattedMessage
                id="admin.orders.quote.line"
                values={{
                  quantity: intl.formatNumber(line.quantity, { maximumFractionDigits: 4 }),
                  unitPrice: money(line.unitPrice),
                  amount: money(line.amount),
                }}
              />
            </Row>
          ))}
        {quote.totals.map((total) => (
          <Row key={total.currency} labelId="admin.orders.quote.total">
            <strong data-testid="order-quote-total">
              {formatMoney(intl, total.total, total.currency)}
            </strong>
          </Row>
        ))}
        <Row labelId="admin.orders.quote.rate">
          {quote.btcRate ? (
            <FormattedMessage
              id="admin.orders.quote.rate.value"
              values={{ price: money(quote.btcRate.price) }}
            />
          ) : (
            <FormattedMessage id="admin.orders.quote.noRate" />
          )}
        </Row>
        {quote.btcRate && (
          <Row labelId="admin.orders.quote.rateAt">
            <FormattedDate value={quote.btcRate.at} dateStyle="medium" timeStyle="medium" />
          </Row>
        )}
        {quote.amountBtc > 0 && (
          <Row labelId="admin.orders.quote.amountBtc">
            <Btc value={quote.amountBtc} />
          </Row>
        )}
        <Row labelId="admin.orders.quote.quotedAt">
          <FormattedDate value={quote.quotedAt} dateStyle="medium" timeStyle="medium" />
        </Row>
      </Rows>
    </Section>
  );
}
