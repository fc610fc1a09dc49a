import { FormattedMessage, useIntl } from 'react-intl';
import { PAYMENT_METHODS, POOLS } from '@minesite/shared/domain';
import { Selector, Field, FieldLabel } from '@minesite/shared/ui';
import {
  PAYMENT_METHOD_DESCRIPTION_IDS,
  PAYMENT_METHOD_MESSAGE_IDS,
} from '../../../components/payment-method-label';
import type { PurchaseDraft } from '../purchase-draft';

/** Hash power only: where the hashrate mines, and how its electricity is paid. */
export function PoolFields({
  draft,
  onChange,
}: {
  draft: PurchaseDraft;
  onChange: (change: Partial<PurchaseDraft>) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Field as="fieldset">
        <FieldLabel as="legend" id="purchase-pool-label">
          <FormattedMessage id="orders.checkout.pool.label" />
        </FieldLabel>
        <Selector
          aria-labelledby="purchase-pool-label"
          columns={2}
          options={POOLS.map((pool) => ({ label: pool, value: pool }))}
          value={draft.selectedPool ? [draft.selectedPool] : []}
          onChange={([selectedPool]) => onChange({ selectedPool: selectedPool ?? '' })}
        />
      </Field>

      <Field as="fieldset">
        <FieldLabel as="legend" id="purchase-method-label">
          <FormattedMessage id="orders.checkout.paymentMethod.label" />
        </FieldLabel>
        <Selector
          aria-labelledby="purchase-method-label"
          columns={1}
          options={PAYMENT_METHODS.map((method) => ({
            label: intl.formatMessage({ id: PAYMENT_METHOD_MESSAGE_IDS[method] }),
            description: intl.formatMessage({ id: PAYMENT_METHOD_DESCRIPTION_IDS[method] }),
            value: method,
          }))}
          value={draft.paymentMethod ? [draft.paymentMethod] : []}
          onChange={([paymentMethod]) => onChange({ paymentMethod: paymentMethod ?? '' })}
        />
      </Field>
    </>
  );
}
