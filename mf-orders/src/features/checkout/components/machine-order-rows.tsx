import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { DetailRow } from '../../../components/detail-row';
import type { MachineInfo } from '../machine-info';

/** A created machine order: how many, at what price, and when they ship. */
export function MachineOrderRows({ order, machine }: { order: Order; machine: MachineInfo }) {
  return (
    <>
      <DetailRow labelId="orders.machine.quantity">{order.quantity}</DetailRow>
      <DetailRow labelId="orders.machine.total">
        <FormattedNumber
          value={machine.unitPrice * order.quantity}
          style="currency"
          currency={machine.currency}
          maximumFractionDigits={2}
        />
      </DetailRow>
      <DetailRow labelId="orders.machine.delivery">
        <FormattedMessage id="orders.machine.deliveryTime" />
      </DetailRow>
    </>
  );
}
