import { Suspense, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PublicOrder } from '@minesite/shared/domain';
import { GiveUpButton } from '../../../components/give-up-button';
import { usePaymentRailsQuery } from '../api';
import { paymentView } from '../payment-view';
import { AwaitingPriceCard } from './awaiting-price-card';
import { PaymentDueCard } from './payment-due-card';
import './payment-due-card.css';

// The cards of the states a new order is not in (a refund, a payment seen, a second rail to
// switch to) load when the order reaches that state: most first visits need none of them.
const RefundCard = lazy(() =>
  import(/* webpackChunkName: "refund-card" */ './refund-card').then((module) => ({
    default: module.RefundCard,
  })),
);
const PaymentProgressCard = lazy(() =>
  import(/* webpackChunkName: "payment-progress" */ './payment-progress-card').then((module) => ({
    default: module.PaymentProgressCard,
  })),
);
const RailSwitchCard = lazy(() =>
  import(/* webpackChunkName: "rail-switch" */ './rail-switch-card').then((module) => ({
    default: module.RailSwitchCard,
  })),
);

/** The rail card, when the shop takes more than one rail now. */
function RailChoice({ order }: { order: PublicOrder }) {
  const { data: rails = [] } = usePaymentRailsQuery();
  if (rails.length < 2) return null;
  return <RailSwitchCard order={order} rails={rails} />;
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
