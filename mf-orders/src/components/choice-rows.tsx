import { FormattedMessage } from 'react-intl';
import type { CheckoutChoice } from '@minesite/shared/domain';
import { DetailRow } from './detail-row';
import { PLAN_MESSAGE_IDS, REGION_MESSAGE_IDS } from './rental-labels';

/** What the buyer chose, as rows: at checkout, in the created dialog and on the order page. */
export function ChoiceRows({ choice }: { choice: CheckoutChoice }) {
  switch (choice.kind) {
    case 'hashpower':
      return (
        <>
          <DetailRow labelId="orders.product.hashrate">
            <FormattedMessage id="orders.unit.terahash" values={{ value: choice.hashrateTh }} />
          </DetailRow>
          <DetailRow labelId="orders.product.period">
            <FormattedMessage id="orders.unit.days" values={{ value: choice.durationDays }} />
          </DetailRow>
          <DetailRow labelId="orders.product.powerDays">
            <FormattedMessage id="orders.unit.days" values={{ value: choice.powerDays }} />
          </DetailRow>
        </>
      );
    case 'machine':
      return (
        <>
          <DetailRow labelId="orders.checkout.quantity">{choice.quantity}</DetailRow>
          <DetailRow labelId="orders.checkout.machine.delivery">
            <FormattedMessage id="orders.checkout.machine.deliveryTime" />
          </DetailRow>
        </>
      );
    case 'rental':
      return (
        <>
          <DetailRow labelId="orders.rental.plan">
            <FormattedMessage id={PLAN_MESSAGE_IDS[choice.plan]} />
          </DetailRow>
          {choice.hours !== undefined && (
            <DetailRow labelId="orders.rental.hours">
              <FormattedMessage id="orders.unit.hours" values={{ value: choice.hours }} />
            </DetailRow>
          )}
          {choice.months !== undefined && (
            <DetailRow labelId="orders.rental.months">
              <FormattedMessage id="orders.unit.months" values={{ value: choice.months }} />
            </DetailRow>
          )}
          <DetailRow labelId="orders.rental.region">
            <FormattedMessage id={REGION_MESSAGE_IDS[choice.region]} />
          </DetailRow>
        </>
      );
  }
}
