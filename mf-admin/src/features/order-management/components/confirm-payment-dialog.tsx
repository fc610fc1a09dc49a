import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Dialog, Input, TextArea, Toast } from '@minesite/shared/ui';
import { problemText } from '../../../lib/form-problems';
import { useConfirmPaymentMutation } from '../api';
import {
  acceptedAgainstDue,
  confirmPaymentProblem,
  confirmPaymentRequest,
  initialConfirmation,
  type ConfirmPaymentValues,
} from '../confirm-payment-rules';
import { orderFailureMessage } from '../order-failure';
import { Btc, Row } from './order-rows';
import '../../../components/form-fields.css';

const COMPARISON_MESSAGE_IDS = {
  short: 'admin.orders.confirmPayment.short',
  exact: 'admin.orders.confirmPayment.exact',
  over: 'admin.orders.confirmPayment.over',
} as const;

/**
 * Accepts a payment (the watcher cannot see it, or it was flagged): the order becomes paid with
 * the amounts actually received. It shows what is due beside what was received, starts from
 * the amount the chain shows (or asks for it when the chain shows none), and takes the
 * transaction the operator checked and a note. `onConfirmed` gets the order as the service now
 * answers it. Loaded when first opened (order-form.tsx).
 */
export default function ConfirmPaymentDialog({
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
  const { payment } = order;
  const [values, setValues] = useState<ConfirmPaymentValues>(() => initialConfirmation(payment));
  const [confirmPayment, { isLoading }] = useConfirmPaymentMutation();
  const text = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const update = (change: Partial<ConfirmPaymentValues>) => setValues((v) => ({ ...v, ...change }));
  const problem = confirmPaymentProblem(values, payment);
  const comparison = acceptedAgainstDue(values, payment);

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
          <dl className="admin-rows" data-testid="confirm-payment-amounts">
            <Row labelId="admin.orders.payment.due">
              <Btc value={payment.dueBtc} />
            </Row>
            <Row labelId="admin.orders.payment.received">
              <Btc value={payment.receivedBtc} />
            </Row>
          </dl>
          {payment.receivedBtc <= 0 && (
            <p className="order-note">
              <FormattedMessage id="admin.orders.confirmPayment.nothingReceived" />
            </p>
          )}
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
            />
          </label>
          {comparison && !problem && (
            <p className="order-note" data-testid="confirm-payment-comparison">
              <FormattedMessage id={COMPARISON_MESSAGE_IDS[comparison]} />
            </p>
          )}
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
