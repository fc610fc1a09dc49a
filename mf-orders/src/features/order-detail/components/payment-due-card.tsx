import { Suspense, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { bip21Uri, paymentLabel, type PublicOrder } from '@minesite/shared/domain';
import { Button, Card, CardTitle, Rows, FieldTip } from '@minesite/shared/ui';
import { BtcAmount } from '../../../components/btc-amount';
import { UsdtAmount } from '../../../components/usdt-amount';
import { DetailRow } from '../../../components/detail-row';
import { Money } from '../../../components/money';
import type { PaymentView } from '../payment-view';
import { tokenPaymentLink } from '../token-payment-link';
import { PaymentAddress } from './payment-address';
import { PaymentCountdown } from './payment-countdown';
import { PaymentQrCode } from './payment-qr-code';
import { usePaymentCountdown } from './use-payment-countdown';

// The operator's trade QR, loaded only for an order that has one.
const TradeQrCode = lazy(() =>
  import(/* webpackChunkName: "trade-qr" */ './trade-qr-code').then((module) => ({
    default: module.TradeQrCode,
  })),
);
import './payment-due-card.css';

/**
 * What to pay, to where and until when, shown in every state where payment is due (awaiting
 * payment, payment seen with part of it still to pay) whatever the operator did to the order:
 * the amount in BTC and the total in the product's currency (after a partial payment, what
 * was received and what remains), the address, a BIP21 QR code a wallet app opens with the
 * amount still to pay filled in, the countdown to the end of the window, and the button to
 * report a payment (until one is reported: the panel then says it was). The QR code's label is the shop's name and a
 * short reference: the order id is the key to the order and must not end up in wallets.
 * On a USDT rail the amounts are in USDT, the chain and its token are named, the QR code is the
 * chain's wallet link (token-payment-link.ts) and a warning says another network loses the
 * funds; the chain alone reports such a payment (no button).
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
  const { token } = payment;
  // Every rail takes a claim: the service checks it on the rail's chain.
  const claimed = payment.claim !== '' || order.transactionHash !== '';
  const Amount = token ? UsdtAmount : BtcAmount;
  const amounts = token ?? {
    due: payment.dueBtc,
    received: payment.receivedBtc,
    remaining: payment.remainingBtc,
  };
  const link = token
    ? tokenPaymentLink(payment, token, view.toPayBtc)
    : bip21Uri(payment.address, view.toPayBtc, paymentLabel(order.orderId));
  return (
    <>
      <Card className="orders-pay" aria-labelledby="pay-title">
        <CardTitle id="pay-title" as="h2">
          <FormattedMessage id="orders.detail.pay.title" />
        </CardTitle>
        {leftMs !== null && <PaymentCountdown leftMs={leftMs} />}
        <Rows variant="summary">
          {token && (
            <DetailRow labelId="orders.detail.token.network">
              <span data-testid="payment-chain">
                <FormattedMessage id={`orders.detail.token.chain.${token.chain}`} />
              </span>
            </DetailRow>
          )}
          <DetailRow labelId={view.partial ? 'orders.payment.dueTotal' : 'orders.payment.due'}>
            <strong className={view.partial ? undefined : 'orders-due'} data-testid="payment-due">
              <Amount value={amounts.due} />
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
                  <Amount value={amounts.received} />
                </span>
              </DetailRow>
              <DetailRow labelId="orders.payment.remaining">
                <strong className="orders-due" data-testid="payment-remaining">
                  <Amount value={amounts.remaining} />
                </strong>
              </DetailRow>
            </>
          )}
        </Rows>
        <FieldTip role={view.partial ? 'status' : undefined}>
          <FormattedMessage
            id={view.partial ? 'orders.detail.partialWindow' : 'orders.detail.paymentWindow'}
          />
        </FieldTip>
      </Card>
      <Card className="orders-wallet" aria-labelledby="wallet-title">
        <CardTitle id="wallet-title" as="h2" className="orders-wallet-title">
          <FormattedMessage id="orders.detail.wallet.title" />
        </CardTitle>
        {token && (
          <p className="orders-test-network" role="alert" data-testid="payment-network-warning">
            <FormattedMessage id={`orders.detail.token.warning.${token.chain}`} />
          </p>
        )}
        {payment.address && (
          <PaymentQrCode
            value={link}
            altId={view.partial ? 'orders.detail.wallet.qrAltRemaining' : undefined}
          />
        )}
        <PaymentAddress payment={payment} />
        {order.qrcode && (
          <Suspense fallback={null}>
            <TradeQrCode qrcode={order.qrcode} />
          </Suspense>
        )}
        <FieldTip>
          <FormattedMessage
            id={token ? 'orders.detail.token.confirmTip' : 'orders.detail.wallet.confirmTip'}
          />
        </FieldTip>
      </Card>
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
