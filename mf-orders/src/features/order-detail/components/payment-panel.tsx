import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PublicOrder } from '@minesite/shared/domain';
import { GiveUpButton } from '../../../components/give-up-button';
import { paymentView } from '../payment-view';
import { AwaitingPriceCard } from './awaiting-price-card';
import { PaymentDueCard } from './payment-due-card';
import { PaymentProgressCard } from './payment-progress-card';
import { RailSwitchCard } from './rail-switch-card';
import { RefundCard } from './refund-card';
import './payment-due-card.css';

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
      {refund && <RefundCard order={order} refund={refund} />}
      {view.progress && <PaymentProgressCard order={order} view={view} />}
      {view.due && <PaymentDueCard order={order} view={view} onPay={onPay} onTimeUp={onTimeUp} />}
      {view.due && !view.progress && <RailSwitchCard order={order} />}
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
