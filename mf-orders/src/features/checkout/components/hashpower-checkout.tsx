import { useMemo } from 'react';
import { Rows } from '@minesite/shared/ui';
import type { KindCheckoutProps } from '../created-order';
import { hashpowerChoice, type LinkOf } from '../checkout-choice';
import { useQuote } from '../use-quote';
import { CheckoutProductGate } from './checkout-product-gate';
import { CheckoutSteps } from './checkout-steps';
import { ChoiceRows } from '../../../components/choice-rows';

/** A cloud hash power package, chosen on its detail page: its terms, its price, then the order. */
export default function HashpowerCheckout({
  link,
  onCreated,
}: KindCheckoutProps<LinkOf<'hashpower'>>) {
  const choice = useMemo(() => hashpowerChoice(link), [link]);
  const quote = useQuote(choice);
  return (
    <CheckoutProductGate productId={link.productId} kind="hashpower">
      {(product) => (
        <CheckoutSteps
          kind="hashpower"
          product={product}
          choice={choice}
          quote={quote}
          options={
            <Rows variant="summary">
              <ChoiceRows choice={choice} />
            </Rows>
          }
          onCreated={onCreated}
        />
      )}
    </CheckoutProductGate>
  );
}
