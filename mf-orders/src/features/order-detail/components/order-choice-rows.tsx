import { FormattedMessage } from 'react-intl';
import type { PublicOrder } from '@minesite/shared/domain';
import { ChoiceRows } from '../../../components/choice-rows';
import { DetailRow } from '../../../components/detail-row';
import { PAYMENT_METHOD_MESSAGE_IDS } from '../../../components/payment-method-label';

/**
 * What the buyer chose: the quote's choice (hash power: hashrate, period, electricity days;
 * machines: quantity; rentals: plan, length, region), then the pool and payment method of a
 * hash power order. Orders made before quotes show what they stored; a cart's order lists its
 * lines in the quote card instead.
 */
export function OrderChoiceRows({ order }: { order: PublicOrder }) {
  const choice = order.quote?.choice;
  // A cart's order: its lines are in the quote card.
  const cart = (order.quote?.items.length ?? 0) > 1;
  return (
    <>
      {cart ? null : choice ? (
        <ChoiceRows choice={choice} />
      ) : (
        order.productInfo.kind === 'machine' &&
        order.quantity > 0 && (
          <DetailRow labelId="orders.machine.quantity">{order.quantity}</DetailRow>
        )
      )}
      {order.selectedPool && (
        <DetailRow labelId="orders.order.pool">{order.selectedPool}</DetailRow>
      )}
      {order.paymentMethod && (
        <DetailRow labelId="orders.order.paymentMethod">
          <FormattedMessage id={PAYMENT_METHOD_MESSAGE_IDS[order.paymentMethod]} />
        </DetailRow>
      )}
    </>
  );
}
