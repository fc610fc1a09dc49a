import type { Order } from '@minesite/shared/domain';
import { paymentView } from '../payment-view';
import { AwaitingPriceCard } from './awaiting-price-card';
import { PaymentDueCard } from './payment-due-card';
import { PaymentProgressCard } from './payment-progress-card';

/** The payment part of the order page, as its state calls for (see payment-view.ts). */
export function PaymentPanel({
  order,
  onPay,
  onTimeUp,
}: {
  order: Order;
  onPay: () => void;
  onTimeUp: () => void;
}) {
  const view = paymentView(order);
  return (
    <>
      {view.awaitingPrice && <AwaitingPriceCard />}
      {view.progress && <PaymentProgressCard order={order} />}
      {view.due && <PaymentDueCard order={order} onPay={onPay} onTimeUp={onTimeUp} />}
    </>
  );
}
