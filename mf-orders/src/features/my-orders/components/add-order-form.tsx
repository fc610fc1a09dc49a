import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Input, Toast } from '@minesite/shared/ui';
import { useAddTrackedOrderMutation } from '../api';
import { ADD_ORDER_MESSAGE_IDS, addOrderOutcome } from '../add-order-outcome';

export function AddOrderForm() {
  const intl = useIntl();
  const [orderId, setOrderId] = useState('');
  const [addOrder, { isLoading }] = useAddTrackedOrderMutation();
  const wanted = orderId.trim();

  async function add() {
    const outcome = addOrderOutcome(await addOrder(wanted));
    if (outcome === 'added') setOrderId('');
    Toast.show({ content: intl.formatMessage({ id: ADD_ORDER_MESSAGE_IDS[outcome] }) });
  }

  return (
    <form
      className="orders-add"
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted) void add();
      }}
    >
      <label htmlFor="add-order-id" className="orders-sr-only">
        <FormattedMessage id="orders.myOrders.add.label" />
      </label>
      <Input
        id="add-order-id"
        className="orders-add-input"
        value={orderId}
        onChange={setOrderId}
        placeholder={intl.formatMessage({ id: 'orders.myOrders.add.placeholder' })}
        clearable
        maxLength={64}
        autoComplete="off"
      />
      <Button type="submit" size="small" color="primary" disabled={!wanted} loading={isLoading}>
        <FormattedMessage id="orders.myOrders.add.button" />
      </Button>
    </form>
  );
}
