import type { ReactNode } from 'react';
import type { CheckoutChoice, CheckoutKind, Product } from '@minesite/shared/domain';
import type { CreatedOrder } from '../created-order';
import type { QuoteState } from '../use-quote';
import { useLocalizedName } from '../../../lib/use-product-name';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { QuoteCard } from './quote-card';

/**
 * What every kind's checkout shows in turn: the product by name with the buyer's options, the
 * service's quote, then the buyer's part and the button, which waits for the current quote.
 */
export function CheckoutSteps({
  kind,
  product,
  choice,
  quote,
  options,
  children,
  onCreated,
}: {
  kind: CheckoutKind;
  product: Product;
  choice: CheckoutChoice | null;
  quote: QuoteState;
  /** What the buyer chooses for this kind, under the product's name. */
  options: ReactNode;
  /** Shown between the quote and the buyer's part. */
  children?: ReactNode;
  onCreated: (created: CreatedOrder) => void;
}) {
  // The quoted product's name once the quote is in: the service's reading of it.
  const name = useLocalizedName()((quote.quote?.product ?? product).name);
  return (
    <>
      <CheckoutSummary name={name}>{options}</CheckoutSummary>
      <QuoteCard state={quote} />
      {children}
      <CheckoutForm
        kind={kind}
        choice={choice}
        quote={quote.ready ? quote.quote : undefined}
        ready={quote.ready}
        name={name}
        onCreated={onCreated}
      />
    </>
  );
}
