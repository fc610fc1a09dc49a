import { FormattedMessage, useIntl } from 'react-intl';
import { PAYMENT_METHODS, POOLS } from '@minesite/shared/domain';
import { Selector } from '@minesite/shared/ui';
import {
  PAYMENT_METHOD_DESCRIPTION_IDS,
  PAYMENT_METHOD_MESSAGE_IDS,
} from '../../../components/payment-method-label';
import type { PurchaseDraft } from '../purchase-draft';
import '../../../components/form-fields.css';

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
      <fieldset className="orders-field">
        <legend className="orders-field-label" id="purchase-pool-label">
          <FormattedMessage id="orders.checkout.pool.label" />
        </legend>
        <Selector
          aria-labelledby="purchase-pool-label"
          columns={2}
          options={POOLS.map((pool) => ({ label: pool, value: pool }))}
          value={draft.selectedPool ? [draft.selectedPool] : []}
          onChange={([selectedPool]) => onChange({ selectedPool: selectedPool ?? '' })}
        />
      </fieldset>

      <fieldset className="orders-field">
        <legend className="orders-field-label" id="purchase-method-label">
          <FormattedMessage id="orders.checkout.paymentMethod.label" />
        </legend>
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
      </fieldset>
    </>
  );
}
