import { useMemo } from 'react';
import { Rows } from '@minesite/shared/ui';
import type { KindCheckoutProps } from '../created-order';
import { hashpowerChoice, type LinkOf } from '../checkout-choice';
import { useLocalizedName } from '../../../lib/use-product-name';
import { useQuote } from '../use-quote';
import { CheckoutForm } from './checkout-form';
import { CheckoutProductGate } from './checkout-product-gate';
import { CheckoutSummary } from './checkout-summary';
import { ChoiceRows } from '../../../components/choice-rows';
import { QuoteCard } from './quote-card';

/** A cloud hash power package, chosen on its detail page: its terms, its price, then the order. */
export default function HashpowerCheckout({
  link,
  onCreated,
}: KindCheckoutProps<LinkOf<'hashpower'>>) {
  const choice = useMemo(() => hashpowerChoice(link), [link]);
  const quote = useQuote(choice);
  const nameOf = useLocalizedName();
  return (
    <CheckoutProductGate productId={link.productId} kind="hashpower">
      {(product) => {
        const name = nameOf((quote.quote?.product ?? product).name);
        return (
          <>
            <CheckoutSummary name={name}>
              <Rows variant="summary">
                <ChoiceRows choice={choice} />
              </Rows>
            </CheckoutSummary>
            <QuoteCard state={quote} />
            <CheckoutForm
              kind="hashpower"
              choice={choice}
              quote={quote.ready ? quote.quote : undefined}
              ready={quote.ready}
              name={name}
              onCreated={onCreated}
            />
          </>
        );
      }}
    </CheckoutProductGate>
  );
}
