import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeApiError } from '@minesite/shared/api';
import type { Order } from '@minesite/shared/domain';
import { Button, Stepper, TextArea, Toast } from '@minesite/shared/ui';
import { newOrderId } from '../../../lib/order-id';
import { useCreateOrderMutation } from '../api';
import { MAX_QUANTITY, MIN_QUANTITY, validQuantity, type MachineInfo } from '../machine-info';
import { attemptFor, type PurchaseAttempt } from '../purchase-attempt';
import { purchaseErrorMessage } from '../purchase-error';
import { MachinePurchaseTips } from './machine-purchase-tips';

const ADDRESS_FIELD_ID = 'purchase-delivery-address';
const QUANTITY_LABEL_ID = 'purchase-quantity-label';

/** A machine purchase: how many, and where to deliver them or how to reach the buyer. */
export function MachinePurchaseForm({
  machine,
  quantity,
  onQuantityChange,
  onCreated,
}: {
  machine: MachineInfo;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onCreated: (order: Order) => void;
}) {
  const intl = useIntl();
  const [address, setAddress] = useState('');
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const lastAttempt = useRef<PurchaseAttempt | null>(null);

  async function submit() {
    if (!address.trim()) {
      Toast.show({ content: intl.formatMessage({ id: 'orders.machine.missing.address' }) });
      return;
    }
    const count = validQuantity(quantity);
    if (count === null) {
      Toast.show({
        content: intl.formatMessage(
          { id: 'orders.machine.missing.quantity' },
          { max: MAX_QUANTITY },
        ),
      });
      return;
    }
    const body = {
      productInfo: machine,
      deliveryAddress: address.trim(),
      selectedPool: '' as const,
      paymentMethod: '' as const,
      status: 'pending' as const,
      quantity: count,
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
      <div className="orders-field" role="group" aria-labelledby={QUANTITY_LABEL_ID}>
        <span id={QUANTITY_LABEL_ID} className="orders-field-label">
          <FormattedMessage id="orders.machine.quantity" />
        </span>
        <Stepper
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          digits={0}
          value={quantity}
          onChange={(value) => onQuantityChange(value ?? MIN_QUANTITY)}
        />
      </div>

      <div className="orders-field">
        <label htmlFor={ADDRESS_FIELD_ID} className="orders-field-label">
          <FormattedMessage id="orders.machine.address.label" />
        </label>
        <TextArea
          id={ADDRESS_FIELD_ID}
          className="orders-textarea"
          value={address}
          onChange={setAddress}
          placeholder={intl.formatMessage({ id: 'orders.machine.address.placeholder' })}
          autoSize={{ minRows: 3, maxRows: 5 }}
          maxLength={500}
        />
        <p className="orders-field-tip">
          <FormattedMessage id="orders.machine.address.tip" />
        </p>
      </div>

      <MachinePurchaseTips />

      <Button block color="primary" size="large" type="submit" loading={isLoading}>
        <FormattedMessage id="orders.purchase.generate" />
      </Button>
    </form>
  );
}
