import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trackOrderId, writeCachedOrder } from '@minesite/shared/storage';
import { Button, Input, Toast } from '@minesite/shared/ui';
import { useLazyFindOrderQuery } from '../api';
import { ADD_ORDER_MESSAGE_IDS, lookupOutcome, type AddOrderOutcome } from '../add-order-outcome';

export function AddOrderForm({
  trackedIds,
  onAdded,
}: {
  trackedIds: readonly string[];
  onAdded: () => void;
}) {
  const intl = useIntl();
  const [orderId, setOrderId] = useState('');
  const [findOrder, { isFetching }] = useLazyFindOrderQuery();
  const wanted = orderId.trim();

  async function add() {
    let outcome: AddOrderOutcome = 'exists';
    if (!trackedIds.includes(wanted)) {
      const result = await findOrder(wanted);
      outcome = lookupOutcome(result);
      if (outcome === 'added' && result.data) {
        trackOrderId(result.data.orderId);
        writeCachedOrder(result.data);
        setOrderId('');
        onAdded();
      }
    }
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
      <Button type="submit" size="small" color="primary" disabled={!wanted} loading={isFetching}>
        <FormattedMessage id="orders.myOrders.add.button" />
      </Button>
    </form>
  );
}
