import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Rows } from '@minesite/shared/ui';
import { useConfirmPaymentMutation } from '../api';
import {
  acceptedAgainstDue,
  confirmPaymentProblem,
  confirmPaymentRequest,
  anythingReceived,
  initialConfirmation,
  type ConfirmPaymentValues,
} from '../confirm-payment-rules';
import { orderFailureMessage } from '../order-failure';
import {
  DueAndReceivedRows,
  ResolutionDialog,
  useResolution,
  type ResolutionProps,
} from './resolution-dialog';
import { NoteField, ProblemAlert, TextField } from './resolution-fields';

const COMPARISON_MESSAGE_IDS = {
  short: 'admin.orders.confirmPayment.short',
  exact: 'admin.orders.confirmPayment.exact',
  over: 'admin.orders.confirmPayment.over',
} as const;

/**
 * Accepts a payment (the watcher cannot see it, or it was flagged): the order becomes paid with
 * the amounts actually received. It shows what is due beside what was received, starts from
 * the amount the chain shows (or asks for it when the chain shows none), and takes the
 * transaction the operator checked and a note. `onDone` gets the order as the service now
 * answers it. Loaded when first opened (order-form.tsx).
 */
export default function ConfirmPaymentDialog({ order, onDone, onClose }: ResolutionProps) {
  const { payment } = order;
  const [values, setValues] = useState<ConfirmPaymentValues>(() => initialConfirmation(payment));
  const [confirmPayment, { isLoading }] = useConfirmPaymentMutation();
  const { submit } = useResolution();
  const update = (change: Partial<ConfirmPaymentValues>) => setValues((v) => ({ ...v, ...change }));
  const problem = confirmPaymentProblem(values, payment);
  const comparison = acceptedAgainstDue(values, payment);

  const confirm = () =>
    submit({
      problem,
      send: () =>
        confirmPayment({
          orderId: order.orderId,
          body: confirmPaymentRequest(values, payment.rail),
        }),
      failure: (error) => orderFailureMessage(error, 'admin.orders.confirmPayment.failed'),
      doneId: 'admin.orders.confirmPayment.done',
      onDone,
    });

  return (
    <ResolutionDialog
      titleId="admin.orders.confirmPayment.title"
      submitId="admin.orders.confirmPayment.submit"
      busy={isLoading}
      onSubmit={confirm}
      onClose={onClose}
      content={
        <div className="order-confirm" data-testid="confirm-payment">
          <p className="order-note">
            <FormattedMessage id="admin.orders.confirmPayment.intro" />
          </p>
          <Rows variant="details" data-testid="confirm-payment-amounts">
            <DueAndReceivedRows payment={payment} />
          </Rows>
          {!anythingReceived(payment) && (
            <p className="order-note">
              <FormattedMessage id="admin.orders.confirmPayment.nothingReceived" />
            </p>
          )}
          <TextField
            labelId="admin.orders.confirmPayment.txid"
            value={values.txid}
            onChange={(txid) => update({ txid })}
            autoComplete="off"
          />
          <TextField
            labelId={
              payment.token
                ? 'admin.orders.confirmPayment.receivedUsdt'
                : 'admin.orders.confirmPayment.received'
            }
            type="number"
            inputMode="decimal"
            min={0}
            value={values.received}
            onChange={(received) => update({ received })}
          />
          {comparison && !problem && (
            <p className="order-note" data-testid="confirm-payment-comparison">
              <FormattedMessage id={COMPARISON_MESSAGE_IDS[comparison]} />
            </p>
          )}
          <ProblemAlert problem={problem} />
          <NoteField value={values.note} onChange={(note) => update({ note })} />
        </div>
      }
    />
  );
}
