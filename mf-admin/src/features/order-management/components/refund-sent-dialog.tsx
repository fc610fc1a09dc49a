import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Dialog, Input, TextArea, Toast } from '@minesite/shared/ui';
import { problemText } from '../../../lib/form-problems';
import { useRecordRefundSentMutation } from '../api';
import { orderFailureMessage } from '../order-failure';
import { refundSentProblem, refundSentRequest, type RefundSentValues } from '../resolution-forms';
import { Btc, CopyButton, Row } from './order-rows';
import '../../../components/form-fields.css';

/**
 * Records a refund sent from the wallet: what to send and where (the buyer's address, to copy),
 * then the transaction it left in. The buyer's page then shows the order refunded. Loaded when
 * first opened (order-form.tsx).
 */
export default function RefundSentDialog({
  order,
  onDone,
  onClose,
}: {
  order: Order;
  onDone: (order: Order) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<RefundSentValues>({ txid: '', note: '' });
  const [tried, setTried] = useState(false);
  const [recordSent, { isLoading }] = useRecordRefundSentMutation();
  const text = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const update = (change: Partial<RefundSentValues>) => setValues((v) => ({ ...v, ...change }));
  const problem = refundSentProblem(values);
  const refund = order.payment.refund;

  async function submit() {
    setTried(true);
    if (problem) {
      Toast.show({ icon: 'fail', content: problemText(text, problem) });
      return;
    }
    const result = await recordSent({ orderId: order.orderId, body: refundSentRequest(values) });
    if ('error' in result) {
      Toast.show({
        icon: 'fail',
        content: text(orderFailureMessage(result.error, 'admin.orders.error.save')),
      });
      return;
    }
    Toast.show({ icon: 'success', content: text('admin.orders.refundSent.done') });
    onDone(result.data);
  }

  return (
    <Dialog
      visible
      aria-label={text('admin.orders.refundSent.title')}
      title={<FormattedMessage id="admin.orders.refundSent.title" />}
      content={
        <div className="order-confirm" data-testid="refund-sent">
          {refund && (
            <dl className="admin-rows">
              <Row labelId="admin.orders.refund.amount">
                <Btc value={refund.amountBtc} />
              </Row>
              <Row labelId="admin.orders.refund.address">
                <span className="admin-mono">{refund.address}</span>
                <CopyButton text={refund.address} />
              </Row>
            </dl>
          )}
          <label className="admin-text-field" htmlFor={`${id}-txid`}>
            <FormattedMessage id="admin.orders.refundSent.txid" />
            <Input
              id={`${id}-txid`}
              value={values.txid}
              onChange={(txid) => update({ txid })}
              autoComplete="off"
            />
          </label>
          {tried && problem && (
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
            text: <FormattedMessage id="admin.orders.refundSent.submit" />,
            bold: true,
            disabled: isLoading,
          },
        ],
      ]}
      onAction={(action) => (action.key === 'confirm' ? submit() : onClose())}
    />
  );
}
