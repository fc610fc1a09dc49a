import { FormattedMessage, useIntl } from 'react-intl';
import type { Payment } from '@minesite/shared/domain';
import { Button, FieldTip } from '@minesite/shared/ui';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';
import './payment-address.css';

/**
 * The order's payment address with a copy button, and a warning on a Bitcoin test network (a
 * USDT rail's card has its own network warning).
 */
export function PaymentAddress({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  if (!payment.address) {
    return (
      <FieldTip role="status">
        <FormattedMessage id="orders.payment.noAddress" />
      </FieldTip>
    );
  }
  return (
    <>
      <p className="orders-wallet-address" data-testid="payment-address">
        {payment.address}
      </p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => void copy(payment.address, 'orders.copy.addressCopied')}
        aria-label={intl.formatMessage({ id: 'orders.copy.addressButton' })}
      >
        <FormattedMessage id="orders.copy.button" />
      </Button>
      {payment.network !== 'mainnet' && !payment.token && (
        <p className="orders-test-network" role="note">
          <FormattedMessage id="orders.payment.testNetwork" values={{ network: payment.network }} />
        </p>
      )}
    </>
  );
}
