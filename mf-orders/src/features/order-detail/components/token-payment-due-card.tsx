import { FormattedMessage, FormattedNumber } from 'react-intl';
import {
  ETHEREUM_CHAIN_IDS,
  eip681TransferUri,
  tronTransferUri,
  type PublicOrder,
} from '@minesite/shared/domain';
import type { TokenPayment } from '@minesite/shared/contract';
import { Card, CardTitle, Rows, FieldTip } from '@minesite/shared/ui';
import { DetailRow } from '../../../components/detail-row';
import { Money } from '../../../components/money';
import type { PaymentView } from '../payment-view';
import { PaymentAddress } from './payment-address';
import { PaymentCountdown } from './payment-countdown';
import { PaymentQrCode } from './payment-qr-code';
import { usePaymentCountdown } from './use-payment-countdown';
import './payment-due-card.css';

/** USDT with its 6 places at most, and its unit. */
function Usdt({ value }: { value: number }) {
  return (
    <>
      <FormattedNumber value={value} maximumFractionDigits={6} /> USDT
    </>
  );
}

/**
 * What to pay on a USDT rail, while payment is due: the chain and its token, the amount (after
 * a partial payment, what was received and what remains), the countdown, the address with a QR
 * code of the payment link the chain's wallets read (EIP-681 on Ethereum; the address, amount
 * and token on TRON), and the warning that USDT sent on another network is lost.
 */
export function TokenPaymentDueCard({
  order,
  token,
  view,
  onTimeUp,
}: {
  order: PublicOrder;
  token: TokenPayment;
  view: Pick<PaymentView, 'partial' | 'toPayBtc'>;
  onTimeUp: () => void;
}) {
  const { payment, quote } = order;
  const leftMs = usePaymentCountdown(payment.expiresAt, onTimeUp);
  const link =
    token.chain === 'ethereum'
      ? eip681TransferUri(
          token.contract,
          ETHEREUM_CHAIN_IDS[payment.network],
          payment.address,
          view.toPayBtc,
        )
      : tronTransferUri(token.contract, payment.address, view.toPayBtc);
  return (
    <>
      <Card className="orders-pay" aria-labelledby="pay-title">
        <CardTitle id="pay-title" as="h2">
          <FormattedMessage id="orders.detail.pay.title" />
        </CardTitle>
        {leftMs !== null && <PaymentCountdown leftMs={leftMs} />}
        <Rows variant="summary">
          <DetailRow labelId="orders.detail.token.network">
            <span data-testid="payment-chain">
              <FormattedMessage id={`orders.detail.token.chain.${token.chain}`} />
            </span>
          </DetailRow>
          <DetailRow labelId={view.partial ? 'orders.payment.dueTotal' : 'orders.payment.due'}>
            <strong className={view.partial ? undefined : 'orders-due'} data-testid="payment-due">
              <Usdt value={token.due} />
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
                  <Usdt value={token.received} />
                </span>
              </DetailRow>
              <DetailRow labelId="orders.payment.remaining">
                <strong className="orders-due" data-testid="payment-remaining">
                  <Usdt value={token.remaining} />
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
        <p className="orders-test-network" role="alert" data-testid="payment-network-warning">
          <FormattedMessage id={`orders.detail.token.warning.${token.chain}`} />
        </p>
        {payment.address && (
          <PaymentQrCode
            value={link}
            altId={view.partial ? 'orders.detail.wallet.qrAltRemaining' : undefined}
          />
        )}
        <PaymentAddress payment={payment} />
        <FieldTip>
          <FormattedMessage id="orders.detail.token.confirmTip" />
        </FieldTip>
      </Card>
    </>
  );
}
