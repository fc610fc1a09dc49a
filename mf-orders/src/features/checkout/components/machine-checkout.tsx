import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MACHINE_QUANTITY } from '@minesite/shared/domain';
import { Rows } from '@minesite/shared/ui';
import { DetailRow } from '../../../components/detail-row';
import type { KindCheckoutProps } from '../created-order';
import { initialQuantity, machineChoice, type LinkOf } from '../checkout-choice';
import { useQuote } from '../use-quote';
import { CheckoutProductGate } from './checkout-product-gate';
import { CheckoutSteps } from './checkout-steps';
import { NumberStepper } from './number-stepper';

/** Machines from the shop: how many (re-quoted as the number changes), then where to deliver. */
export default function MachineCheckout({ link, onCreated }: KindCheckoutProps<LinkOf<'machine'>>) {
  const [quantity, setQuantity] = useState<number | null>(() => initialQuantity(link));
  const choice = machineChoice(link.productId, quantity);
  const quote = useQuote(choice);
  return (
    <CheckoutProductGate productId={link.productId} kind="machine">
      {(product) => (
        <CheckoutSteps
          kind="machine"
          product={product}
          choice={choice}
          quote={quote}
          options={
            <>
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
            </>
          }
          onCreated={onCreated}
        />
      )}
    </CheckoutProductGate>
  );
}
