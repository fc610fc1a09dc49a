import { FormattedMessage } from 'react-intl';
import type { CheckoutKind } from '@minesite/shared/domain';
import './checkout-tips.css';

const TIP_IDS: Record<CheckoutKind, readonly string[]> = {
  hashpower: [
    'orders.checkout.tips.paymentWindow',
    'orders.checkout.tips.confirmAddress',
    'orders.checkout.tips.effective',
    'orders.checkout.tips.firstPayment',
    'orders.checkout.tips.noRefundEstimate',
  ],
  // Machines ship 3 to 5 working days after full payment.
  machine: [
    'orders.checkout.machine.tips.delivery',
    'orders.checkout.tips.paymentWindow',
    'orders.checkout.tips.confirmAddress',
    'orders.checkout.tips.noRefund',
  ],
  rental: [
    'orders.checkout.rental.tips.handover',
    'orders.checkout.tips.paymentWindow',
    'orders.checkout.tips.confirmAddress',
    'orders.checkout.tips.noRefund',
  ],
};

export function CheckoutTips({ kind }: { kind: CheckoutKind }) {
  return (
    <section className="orders-tips" aria-labelledby="purchase-tips-title">
      <h2 id="purchase-tips-title" className="orders-tips-title">
        <FormattedMessage id="orders.checkout.tips.title" />
      </h2>
      <ul>
        {TIP_IDS[kind].map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
