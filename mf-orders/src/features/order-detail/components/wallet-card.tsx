import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@minesite/shared/ui';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';
import { PAYMENT_WALLET_ADDRESS, paymentUri } from '../payment-wallet';
import { PaymentQrCode } from './payment-qr-code';

export function WalletCard({ amountBtc }: { amountBtc: number }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  return (
    <section className="orders-card orders-wallet" aria-labelledby="wallet-title">
      <h2 id="wallet-title" className="orders-card-title">
        <FormattedMessage id="orders.detail.wallet.title" />
      </h2>
      <PaymentQrCode value={paymentUri(PAYMENT_WALLET_ADDRESS, amountBtc)} />
      <p className="orders-wallet-address" data-testid="wallet-address">
        {PAYMENT_WALLET_ADDRESS}
      </p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => void copy(PAYMENT_WALLET_ADDRESS, 'orders.copy.addressCopied')}
        aria-label={intl.formatMessage({ id: 'orders.copy.addressButton' })}
      >
        <FormattedMessage id="orders.copy.button" />
      </Button>
      <p className="orders-field-tip">
        <FormattedMessage id="orders.detail.wallet.confirmTip" />
      </p>
    </section>
  );
}
