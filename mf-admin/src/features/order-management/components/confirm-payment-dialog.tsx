import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBtcAmount, type Order } from '@minesite/shared/domain';
import { Dialog, Input, TextArea, Toast } from '@minesite/shared/ui';
import { problemText } from '../../../lib/form-problems';
import { useConfirmPaymentMutation } from '../api';
import {
  EMPTY_CONFIRMATION,
  confirmPaymentProblem,
  confirmPaymentRequest,
  type ConfirmPaymentValues,
} from '../confirm-payment-rules';
import { orderFailureMessage } from '../order-failure';
import '../../../components/form-fields.css';

/**
 * Asks the operator to confirm a payment they checked themselves (the watcher cannot see it,
 * or it was flagged): the transaction, the BTC received and a note, each optional. The order
 * becomes paid; `onConfirmed` gets it as the service now answers it.
 */
export function ConfirmPaymentDialog({
  order,
  onConfirmed,
  onClose,
}: {
  order: Order;
  onConfirmed: (order: Order) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<ConfirmPaymentValues>(EMPTY_CONFIRMATION);
  const [confirmPayment, { isLoading }] = useConfirmPaymentMutation();
  const text = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const update = (change: Partial<ConfirmPaymentValues>) => setValues((v) => ({ ...v, ...change }));
  const problem = confirmPaymentProblem(values);

  async function confirm() {
    if (problem) {
      Toast.show({ icon: 'fail', content: problemText(text, problem) });
      return;
    }
    const body = confirmPaymentRequest(values);
    const result = await confirmPayment({ orderId: order.orderId, body });
    if ('error' in result) {
      Toast.show({
        icon: 'fail',
        content: text(orderFailureMessage(result.error, 'admin.orders.confirmPayment.failed')),
      });
      return;
    }
    Toast.show({ icon: 'success', content: text('admin.orders.confirmPayment.done') });
    onConfirmed(result.data);
  }

  return (
    <Dialog
      visible
      aria-label={text('admin.orders.confirmPayment.title')}
      title={<FormattedMessage id="admin.orders.confirmPayment.title" />}
      content={
        <div className="order-confirm" data-testid="confirm-payment">
          <p className="order-note">
            <FormattedMessage id="admin.orders.confirmPayment.intro" />
          </p>
          <label className="admin-text-field" htmlFor={`${id}-txid`}>
            <FormattedMessage id="admin.orders.confirmPayment.txid" />
            <Input
              id={`${id}-txid`}
              value={values.txid}
              onChange={(txid) => update({ txid })}
              autoComplete="off"
            />
          </label>
          <label className="admin-text-field" htmlFor={`${id}-received`}>
            <FormattedMessage id="admin.orders.confirmPayment.received" />
            <Input
              id={`${id}-received`}
              type="number"
              inputMode="decimal"
              min={0}
              value={values.receivedBtc}
              onChange={(receivedBtc) => update({ receivedBtc })}
              placeholder={formatBtcAmount(order.payment.dueBtc)}
            />
          </label>
          {problem && (
            <p role="alert" className="order-error">
              {problemText(text, problem)}
            </p>
          )}
          <label className="admin-text-field" htmlFor={`${id}-note`}>
            <FormattedMessage id="admin.orders.confirmPayment.note" />
            <TextArea
              id={`${id}-note`}
              value={values.note}
              onChange={(note) => update({ note })}
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </label>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: <FormattedMessage id="common.cancel" /> },
          {
            key: 'confirm',
            text: <FormattedMessage id="admin.orders.confirmPayment.submit" />,
            bold: true,
            disabled: isLoading,
          },
        ],
      ]}
      onAction={(action) => (action.key === 'confirm' ? confirm() : onClose())}
    />
  );
}
