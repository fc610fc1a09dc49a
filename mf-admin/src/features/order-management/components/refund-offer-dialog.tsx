import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Order, RefundBasis, RefundPart } from '@minesite/shared/domain';
import { SelectorFrame, Rows } from '@minesite/shared/ui';
import { useOfferRefundMutation } from '../api';
import { refundFailureMessage } from '../order-failure';
import { REFUND_BASIS_MESSAGE_IDS, REFUND_PART_MESSAGE_IDS } from '../order-labels';
import { defaultRefundPart, excessBtc, refundBases } from '../payment-resolution';
import {
  refundOfferProblem,
  refundOfferRequest,
  type RefundOfferValues,
} from '../resolution-forms';
import { Btc, RailAmount, Row } from './order-rows';
import {
  DueAndReceivedRows,
  ResolutionDialog,
  useResolution,
  type ResolutionProps,
} from './resolution-dialog';
import { NoteField } from './resolution-fields';

/**
 * Offers a refund: the part paid over the amount due or everything received (`parts`, as the
 * payment allows), at the order's rate (the BTC as received) or today's (its value at today's
 * rate; only for an order quoted at a rate of its own), with a note. The service proposes the amount; the dialog then shows it, and the buyer
 * is asked for an address on the order page. Loaded when first opened (order-form.tsx).
 */
export default function RefundOfferDialog({
  order,
  parts,
  onDone,
  onClose,
}: ResolutionProps & { parts: RefundPart[] }) {
  const { payment } = order;
  const [values, setValues] = useState<RefundOfferValues>(() => ({
    part: defaultRefundPart(parts),
    basis: 'order',
    note: '',
  }));
  const [offered, setOffered] = useState<Order | null>(null);
  const [offerRefund, { isLoading }] = useOfferRefundMutation();
  const { text, submit } = useResolution();
  const update = (change: Partial<RefundOfferValues>) => setValues((v) => ({ ...v, ...change }));
  const problem = refundOfferProblem(values);

  const offer = () =>
    submit({
      problem,
      send: () => offerRefund({ orderId: order.orderId, body: refundOfferRequest(values) }),
      failure: refundFailureMessage,
      doneId: 'admin.orders.refund.offered',
      onDone: setOffered,
    });

  const refund = offered?.payment.refund;
  const form = (
    <div className="order-confirm" data-testid="refund-offer">
      <Rows variant="details">
        <DueAndReceivedRows payment={payment} />
        {excessBtc(payment) > 0 && (
          <Row labelId="admin.orders.refund.excess">
            <Btc value={excessBtc(payment)} />
          </Row>
        )}
      </Rows>
      <p className="order-field-label">
        <FormattedMessage id="admin.orders.refund.partLabel" />
      </p>
      <SelectorFrame
        aria-label={text('admin.orders.refund.partLabel')}
        columns={2}
        options={parts.map((part) => ({ value: part, label: text(REFUND_PART_MESSAGE_IDS[part]) }))}
        value={[values.part]}
        onChange={([part]) => part && update({ part })}
      />
      <p className="order-field-label">
        <FormattedMessage id="admin.orders.refund.basisLabel" />
      </p>
      <SelectorFrame<RefundBasis>
        aria-label={text('admin.orders.refund.basisLabel')}
        columns={2}
        options={refundBases(order).map((basis) => ({
          value: basis,
          label: text(REFUND_BASIS_MESSAGE_IDS[basis]),
        }))}
        value={[values.basis]}
        onChange={([basis]) => basis && update({ basis })}
      />
      <p className="order-note">
        <FormattedMessage
          id={
            values.basis === 'order'
              ? 'admin.orders.refund.basis.orderHint'
              : 'admin.orders.refund.basis.todayHint'
          }
        />
      </p>
      <NoteField value={values.note} onChange={(note) => update({ note })} />
    </div>
  );

  // The service's answer: the amount it proposes, which the buyer will be asked to take.
  const answer = refund && (
    <div className="order-confirm" data-testid="refund-offered">
      <Rows variant="details">
        <Row labelId="admin.orders.refund.partLabel">
          <FormattedMessage id={REFUND_PART_MESSAGE_IDS[refund.part]} />
        </Row>
        <Row labelId="admin.orders.refund.basisLabel">
          <FormattedMessage id={REFUND_BASIS_MESSAGE_IDS[refund.basis]} />
        </Row>
        <Row labelId="admin.orders.refund.amount">
          <strong data-testid="refund-offered-amount">
            <RailAmount rail={payment.rail ?? 'btc'} value={refund.amount ?? refund.amountBtc} />
          </strong>
        </Row>
      </Rows>
      <p className="order-note">
        <FormattedMessage id="admin.orders.refund.offeredNext" />
      </p>
    </div>
  );

  return (
    <ResolutionDialog
      titleId="admin.orders.refund.dialogTitle"
      submitId="admin.orders.refund.submit"
      closeId={offered ? 'admin.orders.refund.close' : undefined}
      busy={isLoading}
      onSubmit={offer}
      onClose={() => (offered ? onDone(offered) : onClose())}
      content={answer ?? form}
    />
  );
}
