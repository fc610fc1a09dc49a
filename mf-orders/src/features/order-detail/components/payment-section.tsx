import { FormattedMessage } from 'react-intl';
import { Button } from '@minesite/shared/ui';
import { PaymentCountdown } from './payment-countdown';
import { usePaymentCountdown } from './use-payment-countdown';
import { WalletCard } from './wallet-card';

/** What an unpaid order shows: the countdown, the payment window, the wallet and the pay button. */
export function PaymentSection({
  orderId,
  amountBtc,
  onPay,
  onExpire,
}: {
  orderId: string;
  amountBtc: number;
  onPay: () => void;
  onExpire: () => void;
}) {
  const leftMs = usePaymentCountdown(orderId, onExpire);
  return (
    <>
      <section className="orders-card orders-pay" aria-labelledby="pay-title">
        <h2 id="pay-title" className="orders-card-title">
          <FormattedMessage id="orders.detail.pay.title" />
        </h2>
        <PaymentCountdown leftMs={leftMs} />
        <p className="orders-field-tip">
          <FormattedMessage id="orders.detail.paymentWindow" />
        </p>
      </section>
      <WalletCard amountBtc={amountBtc} />
      <Button
        block
        color="primary"
        size="large"
        className="orders-pay-button"
        disabled={leftMs === 0}
        onClick={onPay}
      >
        <FormattedMessage id="orders.detail.pay.button" />
      </Button>
    </>
  );
}
