import { FormattedMessage, FormattedTime } from 'react-intl';
import { Button, Card, CardTitle, Rows } from '@minesite/shared/ui';
import { CHOICE_FIELD_LABEL_IDS, type QuoteFailure } from '../quote-failure';
import type { QuoteState } from '../use-quote';
import { QuoteLineRows } from '../../../components/quote-line-rows';
import { QuoteTotals } from '../../../components/quote-totals';

function FailureText({ failure }: { failure: QuoteFailure }) {
  switch (failure.kind) {
    case 'productUnavailable':
      return <FormattedMessage id="orders.checkout.productInvalid" />;
    case 'choiceRefused':
      return failure.field ? (
        <FormattedMessage
          id="orders.checkout.quote.choiceRefused"
          values={{
            field: <FormattedMessage key="field" id={CHOICE_FIELD_LABEL_IDS[failure.field]} />,
          }}
        />
      ) : (
        <FormattedMessage id="orders.checkout.quote.choiceRefusedGeneric" />
      );
    case 'failed':
      return <FormattedMessage id={failure.message.id} values={failure.message.values} />;
  }
}

/**
 * The service's price for the choice, shown before the buyer confirms: its lines (quantity ×
 * unit price = amount), the total and the amount in BTC, and until when it is held.
 */
export function QuoteCard({ state }: { state: QuoteState }) {
  const { quote, loading, failure } = state;
  return (
    <Card className="checkout-quote" aria-labelledby="checkout-quote-title" aria-busy={loading}>
      <CardTitle id="checkout-quote-title" as="h2">
        <FormattedMessage id="orders.checkout.quote.title" />
      </CardTitle>
      {failure ? (
        <div role="alert" className="checkout-quote-failure">
          <p>
            <FailureText failure={failure} />
          </p>
          {failure.kind === 'failed' && (
            <Button size="small" color="primary" fill="outline" onClick={state.retry}>
              <FormattedMessage id="common.retry" />
            </Button>
          )}
        </div>
      ) : quote ? (
        <>
          <Rows variant="summary" className={loading ? 'checkout-quote-stale' : undefined}>
            <QuoteLineRows quote={quote} />
            <QuoteTotals quote={quote} />
          </Rows>
          {Number.isFinite(Date.parse(quote.expiresAt)) && (
            <p className="checkout-quote-note" data-testid="quote-held-until">
              <FormattedMessage
                id="orders.checkout.quote.heldUntil"
                values={{
                  time: <FormattedTime key="time" value={Date.parse(quote.expiresAt)} />,
                }}
              />
            </p>
          )}
        </>
      ) : null}
      {loading && (
        <p className="checkout-quote-note" role="status">
          <FormattedMessage id="orders.checkout.quote.loading" />
        </p>
      )}
    </Card>
  );
}
