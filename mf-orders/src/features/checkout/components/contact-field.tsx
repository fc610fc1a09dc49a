import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckoutKind } from '@minesite/shared/domain';
import { FIELD_INPUT_CLASS, TextArea, Field, FieldLabel, FieldTip } from '@minesite/shared/ui';

const FIELD_ID = 'purchase-delivery-address';

/** The contact or delivery address, worded for what is bought: an address matters for machines. */
const TEXTS: Record<CheckoutKind, { label: string; placeholder: string; tip: string }> = {
  hashpower: {
    label: 'orders.checkout.address.label',
    placeholder: 'orders.checkout.address.placeholder',
    tip: 'orders.checkout.address.tip',
  },
  machine: {
    label: 'orders.checkout.machine.address.label',
    placeholder: 'orders.checkout.machine.address.placeholder',
    tip: 'orders.checkout.machine.address.tip',
  },
  rental: {
    label: 'orders.checkout.rental.contact.label',
    placeholder: 'orders.checkout.rental.contact.placeholder',
    tip: 'orders.checkout.rental.contact.tip',
  },
};

export function ContactField({
  kind,
  value,
  onChange,
}: {
  kind: CheckoutKind;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const texts = TEXTS[kind];
  return (
    <Field>
      <FieldLabel htmlFor={FIELD_ID}>
        <FormattedMessage id={texts.label} />
      </FieldLabel>
      <TextArea
        id={FIELD_ID}
        className={FIELD_INPUT_CLASS}
        value={value}
        onChange={onChange}
        placeholder={intl.formatMessage({ id: texts.placeholder })}
        autoSize={{ minRows: kind === 'machine' ? 3 : 2, maxRows: 5 }}
        maxLength={500}
      />
      <FieldTip>
        <FormattedMessage id={texts.tip} />
      </FieldTip>
    </Field>
  );
}
