import { FormattedMessage, useIntl } from 'react-intl';
import { Input } from '@minesite/shared/ui';
import '../../../components/form-fields.css';

/** The buyer's optional e-mail: where the shop tells them about this order, in their language. */
export function EmailField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const intl = useIntl();
  return (
    <div className="orders-field">
      <label htmlFor="purchase-email" className="orders-field-label">
        <FormattedMessage id="orders.checkout.email.label" />
      </label>
      <Input
        id="purchase-email"
        className="orders-input"
        type="email"
        inputMode="email"
        value={value}
        onChange={onChange}
        placeholder={intl.formatMessage({ id: 'orders.checkout.email.placeholder' })}
        maxLength={320}
        autoComplete="email"
        aria-describedby="purchase-email-tip"
      />
      <p id="purchase-email-tip" className="orders-field-tip">
        <FormattedMessage id="orders.checkout.email.tip" />
      </p>
    </div>
  );
}
