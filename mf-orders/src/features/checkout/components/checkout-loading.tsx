import { useIntl } from 'react-intl';
import { SpinLoading } from '@minesite/shared/ui';

export function CheckoutLoading() {
  const intl = useIntl();
  return (
    <div
      className="checkout-loading"
      role="status"
      aria-label={intl.formatMessage({ id: 'orders.checkout.loading' })}
    >
      <SpinLoading color="primary" />
    </div>
  );
}
