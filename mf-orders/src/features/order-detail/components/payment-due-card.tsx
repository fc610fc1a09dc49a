import { FormattedMessage } from 'react-intl';
import { bip21Uri, paymentLabel, type PublicOrder } from '@minesite/shared/domain';
import { Button } from '@minesite/shared/ui';
import { BtcAmount } from '../../../components/btc-amount';
import { DetailRow } from '../../../components/detail-row';
import { Money } from '../../../components/money';
import type { PaymentView } from '../payment-view';
import { PaymentAddress } from './payment-address';
import { PaymentCountdown } from './payment-countdown';
import { PaymentQrCode } from './payment-qr-code';
import { usePaymentCountdown } from './use-payment-countdown';
import '../../../components/cards.css';
import '../../../components/form-fields.css';
import './payment-due-card.css';

/**
 * What to pay, to where and until when, shown in every state where payment is due (awaiting
 * payment, payment seen with part of it still to pay) whatever the operator did to the order:
 * the amount in BTC and the total in the product's currency (after a partial payment, what
 * was received and what remains), the address, a BIP21 QR code a wallet app opens with the
 * amount still to pay filled in, the countdown to the end of the window, and the button to
 * report a payment (until one is reported: the panel then says it was). The QR code's label is the shop's name and a
 * short reference: the order id is the key to the order and must not end up in wallets.
 */
export function PaymentDueCard({
  order,
  view,
  onPay,
  onTimeUp,
}: {
  order: PublicOrder;
  view: Pick<PaymentView, 'partial' | 'toPayBtc'>;
  onPay: () => void;
  onTimeUp: () => void;
}) {
  const { payment, quote } = order;
  const leftMs = usePaymentCountdown(payment.expiresAt, onTimeUp);
  const claimed = payment.claim !== '' || order.transactionHash !== '';
  return (
    <>
      <section className="orders-card orders-pay" aria-labelledby="pay-title">
        <h2 id="pay-title" className="orders-card-title">
          <FormattedMessage id="orders.detail.pay.title" />
        </h2>
        {leftMs !== null && <PaymentCountdown leftMs={leftMs} />}
        <dl className="orders-rows">
          <DetailRow labelId={view.partial ? 'orders.payment.dueTotal' : 'orders.payment.due'}>
            <strong className={view.partial ? undefined : 'orders-due'} data-testid="payment-due">
              <BtcAmount value={payment.dueBtc} />
            </strong>
          </DetailRow>
          {quote && (
            <DetailRow labelId="orders.quote.total">
              <Money value={quote.total} currency={quote.currency} />
            </DetailRow>
          )}
          {view.partial && (
            <>
              <DetailRow labelId="orders.payment.received">
                <span data-testid="payment-partial-received">
                  <BtcAmount value={payment.receivedBtc} />
                </span>
              </DetailRow>
              <DetailRow labelId="orders.payment.remaining">
                <strong className="orders-due" data-testid="payment-remaining">
                  <BtcAmount value={payment.remainingBtc} />
                </strong>
              </DetailRow>
            </>
          )}
        </dl>
        <p className="orders-field-tip" role={view.partial ? 'status' : undefined}>
          <FormattedMessage
            id={view.partial ? 'orders.detail.partialWindow' : 'orders.detail.paymentWindow'}
          />
        </p>
      </section>
      <section className="orders-card orders-wallet" aria-labelledby="wallet-title">
        <h2 id="wallet-title" className="orders-card-title">
          <FormattedMessage id="orders.detail.wallet.title" />
        </h2>
        {payment.address && (
          <PaymentQrCode
            value={bip21Uri(payment.address, view.toPayBtc, paymentLabel(order.orderId))}
            altId={view.partial ? 'orders.detail.wallet.qrAltRemaining' : undefined}
          />
        )}
        <PaymentAddress payment={payment} />
        <p className="orders-field-tip">
          <FormattedMessage id="orders.detail.wallet.confirmTip" />
        </p>
      </section>
      {!claimed && (
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
      )}
    </>
  );
}
