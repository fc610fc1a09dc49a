import { FormattedMessage, FormattedNumber } from 'react-intl';
import { DetailRow } from '../../../components/detail-row';
import type { MachineInfo } from '../machine-info';

/** The machine being bought, and what the chosen quantity costs. */
export function MachineSummary({ machine, quantity }: { machine: MachineInfo; quantity: number }) {
  const money = (value: number) => (
    <FormattedNumber
      value={value}
      style="currency"
      currency={machine.currency}
      maximumFractionDigits={Number.isInteger(value) ? 0 : 2}
    />
  );
  return (
    <section className="orders-card" aria-labelledby="purchase-product-title">
      <h2 id="purchase-product-title" className="orders-card-title">
        {machine.title}
      </h2>
      <dl className="orders-rows">
        <DetailRow labelId="orders.product.hashrate">
          <FormattedMessage
            id="orders.unit.terahash"
            values={{ value: Number(machine.hashrate) }}
          />
        </DetailRow>
        <DetailRow labelId="orders.machine.unitPrice">{money(machine.unitPrice)}</DetailRow>
        <DetailRow labelId="orders.machine.quantity">{quantity}</DetailRow>
        <DetailRow labelId="orders.machine.total">
          <strong data-testid="machine-total">{money(machine.unitPrice * quantity)}</strong>
        </DetailRow>
      </dl>
    </section>
  );
}
