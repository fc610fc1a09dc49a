import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeApiError } from '@minesite/shared/api';
import {
  PAYMENT_METHODS,
  POOLS,
  type Order,
  type PaymentMethod,
  type Pool,
  type ProductInfo,
} from '@minesite/shared/domain';
import { Button, Selector, TextArea, Toast } from '@minesite/shared/ui';
import {
  PAYMENT_METHOD_DESCRIPTION_IDS,
  PAYMENT_METHOD_MESSAGE_IDS,
} from '../../../components/payment-method-label';
import { newOrderId } from '../../../lib/order-id';
import { useCreateOrderMutation } from '../api';
import { attemptFor, type PurchaseAttempt } from '../purchase-attempt';
import { purchaseErrorMessage } from '../purchase-error';
import { DEFAULT_DRAFT, missingFieldMessage, type PurchaseDraft } from '../purchase-validation';
import { PurchaseTips } from './purchase-tips';

const ADDRESS_FIELD_ID = 'purchase-delivery-address';

export function PurchaseForm({
  product,
  onCreated,
}: {
  product: ProductInfo;
  onCreated: (order: Order) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<PurchaseDraft>(DEFAULT_DRAFT);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const lastAttempt = useRef<PurchaseAttempt | null>(null);
  const update = (change: Partial<PurchaseDraft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit() {
    const missing = missingFieldMessage(draft);
    if (missing) {
      Toast.show({ content: intl.formatMessage({ id: missing }) });
      return;
    }
    const body = {
      productInfo: product,
      deliveryAddress: draft.deliveryAddress.trim(),
      selectedPool: draft.selectedPool as Pool,
      paymentMethod: draft.paymentMethod as PaymentMethod,
      status: 'pending' as const,
    };
    const attempt = attemptFor(lastAttempt.current, JSON.stringify(body), Date.now(), newOrderId);
    lastAttempt.current = attempt;
    const result = await createOrder({
      ...body,
      orderId: attempt.orderId,
      orderTime: attempt.orderTime,
    });
    if ('data' in result && result.data) {
      lastAttempt.current = null;
      onCreated(result.data);
      return;
    }
    const message = purchaseErrorMessage(
      normalizeApiError(result.error),
      intl.formatMessage({ id: 'orders.purchase.error.unknown' }),
    );
    Toast.show({ content: intl.formatMessage({ id: message.id }, message.values) });
  }

  return (
    <form
      className="orders-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="orders-field">
        <label htmlFor={ADDRESS_FIELD_ID} className="orders-field-label">
          <FormattedMessage id="orders.purchase.address.label" />
        </label>
        <TextArea
          id={ADDRESS_FIELD_ID}
          className="orders-textarea"
          value={draft.deliveryAddress}
          onChange={(deliveryAddress) => update({ deliveryAddress })}
          placeholder={intl.formatMessage({ id: 'orders.purchase.address.placeholder' })}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={500}
        />
        <p className="orders-field-tip">
          <FormattedMessage id="orders.purchase.address.tip" />
        </p>
      </div>

      <fieldset className="orders-field">
        <legend className="orders-field-label" id="purchase-pool-label">
          <FormattedMessage id="orders.purchase.pool.label" />
        </legend>
        <Selector
          aria-labelledby="purchase-pool-label"
          columns={2}
          options={POOLS.map((pool) => ({ label: pool, value: pool }))}
          value={draft.selectedPool ? [draft.selectedPool] : []}
          onChange={([selectedPool]) => update({ selectedPool: selectedPool ?? '' })}
        />
      </fieldset>

      <fieldset className="orders-field">
        <legend className="orders-field-label" id="purchase-method-label">
          <FormattedMessage id="orders.purchase.paymentMethod.label" />
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
          onChange={([paymentMethod]) => update({ paymentMethod: paymentMethod ?? '' })}
        />
      </fieldset>

      <PurchaseTips />

      <Button block color="primary" size="large" type="submit" loading={isLoading}>
        <FormattedMessage id="orders.purchase.generate" />
      </Button>
    </form>
  );
}
