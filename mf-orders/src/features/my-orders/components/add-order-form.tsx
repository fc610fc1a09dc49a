import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@minesite/shared/store';
import { Button, FIELD_INPUT_CLASS, Input, Toast } from '@minesite/shared/ui';
import { ADD_ORDER_MESSAGE_IDS } from '../add-order-messages';
import './add-order-form.css';
import '@minesite/shared/sr-only.css';

export function AddOrderForm({ onAdded }: { onAdded: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [orderId, setOrderId] = useState('');
  const [adding, setAdding] = useState(false);
  const wanted = orderId.trim();

  async function add() {
    setAdding(true);
    try {
      const { addOrderById } = await import('../add-order');
      const outcome = await addOrderById(dispatch, wanted);
      if (outcome === 'added') {
        setOrderId('');
        onAdded();
      }
      Toast.show({ content: intl.formatMessage({ id: ADD_ORDER_MESSAGE_IDS[outcome] }) });
    } catch {
      // Its code could not be loaded (the network is down).
      Toast.show({ content: intl.formatMessage({ id: ADD_ORDER_MESSAGE_IDS.failed }) });
    } finally {
      setAdding(false);
    }
  }

  return (
    <form
      className="orders-add"
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted) void add();
      }}
    >
      <label htmlFor="add-order-id" className="sr-only">
        <FormattedMessage id="orders.myOrders.add.label" />
      </label>
      <Input
        id="add-order-id"
        className={`${FIELD_INPUT_CLASS} orders-add-input`}
        value={orderId}
        onChange={setOrderId}
        placeholder={intl.formatMessage({ id: 'orders.myOrders.add.placeholder' })}
        clearable
        maxLength={64}
        autoComplete="off"
      />
      <Button type="submit" size="small" color="primary" disabled={!wanted} loading={adding}>
        <FormattedMessage id="orders.myOrders.add.button" />
      </Button>
    </form>
  );
}
