import { useState } from 'react';
import { Rows, MonoText } from '@minesite/shared/ui';
import { useRecordRefundSentMutation } from '../api';
import { orderFailureMessage } from '../order-failure';
import { refundSentProblem, refundSentRequest, type RefundSentValues } from '../resolution-forms';
import { CopyButton, RailAmount, Row } from './order-rows';
import { ResolutionDialog, useResolution, type ResolutionProps } from './resolution-dialog';
import { NoteField, ProblemAlert, TextField } from './resolution-fields';

/**
 * Records a refund sent from the wallet: what to send and where (the buyer's address, to copy),
 * then the transaction it left in. The buyer's page then shows the order refunded. Loaded when
 * first opened (order-form.tsx).
 */
export default function RefundSentDialog({ order, onDone, onClose }: ResolutionProps) {
  const [values, setValues] = useState<RefundSentValues>({ txid: '', note: '' });
  const [recordSent, { isLoading }] = useRecordRefundSentMutation();
  const { submit, tried } = useResolution();
  const update = (change: Partial<RefundSentValues>) => setValues((v) => ({ ...v, ...change }));
  const problem = refundSentProblem(values);
  const refund = order.payment.refund;

  const record = () =>
    submit({
      problem,
      send: () => recordSent({ orderId: order.orderId, body: refundSentRequest(values) }),
      failure: (error) => orderFailureMessage(error, 'admin.orders.error.save'),
      doneId: 'admin.orders.refundSent.done',
      onDone,
    });

  return (
    <ResolutionDialog
      titleId="admin.orders.refundSent.title"
      submitId="admin.orders.refundSent.submit"
      busy={isLoading}
      onSubmit={record}
      onClose={onClose}
      content={
        <div className="order-confirm" data-testid="refund-sent">
          {refund && (
            <Rows variant="details">
              <Row labelId="admin.orders.refund.amount">
                <RailAmount
                  rail={order.payment.rail ?? 'btc'}
                  value={refund.amount ?? refund.amountBtc}
                />
              </Row>
              <Row labelId="admin.orders.refund.address">
                <MonoText>{refund.address}</MonoText>
                <CopyButton text={refund.address} />
              </Row>
            </Rows>
          )}
          <TextField
            labelId="admin.orders.refundSent.txid"
            value={values.txid}
            onChange={(txid) => update({ txid })}
            autoComplete="off"
          />
          <ProblemAlert problem={tried ? problem : null} />
          <NoteField value={values.note} onChange={(note) => update({ note })} />
        </div>
      }
    />
  );
}
