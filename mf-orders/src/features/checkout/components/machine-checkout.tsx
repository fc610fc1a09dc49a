import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MACHINE_QUANTITY } from '@minesite/shared/domain';
import { Rows } from '@minesite/shared/ui';
import { DetailRow } from '../../../components/detail-row';
import type { KindCheckoutProps } from '../created-order';
import { initialQuantity, machineChoice, type LinkOf } from '../checkout-choice';
import { useLocalizedName } from '../../../lib/use-product-name';
import { useQuote } from '../use-quote';
import { CheckoutForm } from './checkout-form';
import { CheckoutProductGate } from './checkout-product-gate';
import { CheckoutSummary } from './checkout-summary';
import { NumberStepper } from './number-stepper';
import { QuoteCard } from './quote-card';

/** Machines from the shop: how many (re-quoted as the number changes), then where to deliver. */
export default function MachineCheckout({ link, onCreated }: KindCheckoutProps<LinkOf<'machine'>>) {
  const [quantity, setQuantity] = useState<number | null>(() => initialQuantity(link));
  const choice = machineChoice(link.productId, quantity);
  const quote = useQuote(choice);
  const nameOf = useLocalizedName();
  return (
    <CheckoutProductGate productId={link.productId} kind="machine">
      {(product) => {
        const name = nameOf((quote.quote?.product ?? product).name);
        return (
          <>
            <CheckoutSummary name={name}>
              {product.category === 'miner' && (
                <Rows variant="summary">
                  <DetailRow labelId="orders.checkout.machine.hashrate">
                    <FormattedMessage
                      id="orders.unit.terahash"
                      values={{ value: product.specs.hashrateTh }}
                    />
                  </DetailRow>
                </Rows>
              )}
              <NumberStepper
                id="checkout-quantity"
                labelId="orders.checkout.quantity"
                rangeMessageId="orders.checkout.machine.quantityRange"
                bounds={MACHINE_QUANTITY}
                value={quantity}
                onChange={setQuantity}
              />
            </CheckoutSummary>
            <QuoteCard state={quote} />
            <CheckoutForm
              kind="machine"
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
