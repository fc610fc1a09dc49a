import { Suspense, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PublicOrder } from '@minesite/shared/domain';
import { useNearViewport } from '@minesite/shared/ui';
import { GiveUpButton } from '../../../components/give-up-button';
import { usePaymentRailsQuery } from '../api';
import { paymentView } from '../payment-view';
import { AwaitingPriceCard } from './awaiting-price-card';
import { PaymentDueCard } from './payment-due-card';
import './payment-due-card.css';

// The cards of the states a new order is not in (a refund, a payment seen, a second rail to
// switch to) load when the order reaches that state: most first visits need none of them.
const RefundCard = lazy(() => import(/* webpackChunkName: "refund-card" */ './refund-card'));
const PaymentProgressCard = lazy(
  () => import(/* webpackChunkName: "payment-progress" */ './payment-progress-card'),
);
const RailSwitchCard = lazy(
  () => import(/* webpackChunkName: "rail-switch" */ './rail-switch-card'),
);

/**
 * The rail card, when the shop takes more than one rail now. It sits below the payment card,
 * under the fold on a phone: the rails are asked for, and the card loads, when a buyer scrolls
 * near it (its empty place is always there to be seen).
 */
function RailChoice({ order }: { order: PublicOrder }) {
  const [slot, near] = useNearViewport<HTMLDivElement>();
  const { data: rails = [] } = usePaymentRailsQuery(undefined, { skip: !near });
  return <div ref={slot}>{rails.length > 1 && <RailSwitchCard order={order} rails={rails} />}</div>;
}

/** The payment part of the order page, as its state calls for (see payment-view.ts). */
export function PaymentPanel({
  order,
  onPay,
  onTimeUp,
}: {
  order: PublicOrder;
  onPay: () => void;
  onTimeUp: () => void;
}) {
  const navigate = useNavigate();
  const view = paymentView(order);
  const { refund } = order.payment;
  return (
    <>
      {view.awaitingPrice && <AwaitingPriceCard />}
      <Suspense fallback={null}>
        {refund && <RefundCard order={order} refund={refund} />}
        {view.progress && <PaymentProgressCard order={order} view={view} />}
      </Suspense>
      {view.due && <PaymentDueCard order={order} view={view} onPay={onPay} onTimeUp={onTimeUp} />}
      {view.due && !view.progress && (
        <Suspense fallback={null}>
          <RailChoice order={order} />
        </Suspense>
      )}
      {view.reported && (
        <p className="orders-paid-note" role="status">
          <FormattedMessage id="orders.detail.payment.submittedNote" />
        </p>
      )}
      {view.deletable && (
        <GiveUpButton orderId={order.orderId} onGone={() => void navigate('/my-orders')} />
      )}
    </>
  );
}
