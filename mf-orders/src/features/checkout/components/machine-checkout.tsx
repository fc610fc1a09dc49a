import { useState } from 'react';
import type { Order } from '@minesite/shared/domain';
import { MIN_QUANTITY, type MachineInfo } from '../machine-info';
import { MachinePurchaseForm } from './machine-purchase-form';
import { MachineSummary } from './machine-summary';

/** The checkout of machines from the shop: summary with the total, then the form. */
export function MachineCheckout({
  machine,
  onCreated,
}: {
  machine: MachineInfo;
  onCreated: (order: Order) => void;
}) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  return (
    <>
      <MachineSummary machine={machine} quantity={quantity} />
      <MachinePurchaseForm
        machine={machine}
        quantity={quantity}
        onQuantityChange={setQuantity}
        onCreated={onCreated}
      />
    </>
  );
}
