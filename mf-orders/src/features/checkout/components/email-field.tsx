import { FormattedMessage } from 'react-intl';
import { TextField } from '../../../components/text-field';

/** The buyer's optional e-mail: where the shop tells them about this order, in their language. */
export function EmailField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <TextField
      id="purchase-email"
      labelId="orders.checkout.email.label"
      placeholderId="orders.checkout.email.placeholder"
      tip={<FormattedMessage id="orders.checkout.email.tip" />}
      type="email"
      inputMode="email"
      value={value}
      onChange={onChange}
      maxLength={320}
      autoComplete="email"
    />
  );
}
