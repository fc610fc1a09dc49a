import { useState } from 'react';
import { AddToCartButton } from '@minesite/shared/cart';
import type { Product } from '@minesite/shared/domain';
import type { CreatedOrder, KindCheckoutProps } from '../created-order';
import type { LinkOf } from '../checkout-choice';
import {
  initialRentalDraft,
  rentalChoice,
  rentalPlansOf,
  type RentalDraft,
} from '../rental-choice';
import { useQuote } from '../use-quote';
import { CheckoutProductGate } from './checkout-product-gate';
import { CheckoutSteps } from './checkout-steps';
import { RentalOptions } from './rental-options';

/** A server rented from the GPU cloud or AI compute pages: no pool, no electricity deduction. */
export default function RentalCheckout({ link, onCreated }: KindCheckoutProps<LinkOf<'rental'>>) {
  return (
    <CheckoutProductGate productId={link.productId} kind="rental">
      {(product) => <RentalBody link={link} product={product} onCreated={onCreated} />}
    </CheckoutProductGate>
  );
}

/** The plans depend on the product, so the choice starts once it is read. */
function RentalBody({
  link,
  product,
  onCreated,
}: {
  link: LinkOf<'rental'>;
  product: Product;
  onCreated: (created: CreatedOrder) => void;
}) {
  const plans = rentalPlansOf(product);
  const [draft, setDraft] = useState<RentalDraft>(() => initialRentalDraft(link, plans));
  const choice = rentalChoice(product.id, draft, plans);
  const quote = useQuote(choice);
  return (
    <CheckoutSteps
      kind="rental"
      product={product}
      choice={choice}
      quote={quote}
      options={
        <RentalOptions
          plans={plans}
          draft={draft}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        />
      }
      onCreated={onCreated}
    >
      {/* The plan and length chosen here go to the cart, to be bought with other products. */}
      <div className="checkout-add-to-cart">
        <AddToCartButton
          line={choice?.kind === 'rental' ? { ...choice, quantity: 1 } : null}
          name={product.name}
          seen={
            quote.ready && quote.quote
              ? { currency: quote.quote.currency, amount: quote.quote.total }
              : null
          }
          disabled={!quote.ready}
        />
      </div>
    </CheckoutSteps>
  );
}
