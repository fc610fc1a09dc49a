import { FormattedMessage } from 'react-intl';
import type { StrayPayment } from '@minesite/shared/contract';
import { CardMeta, MonoText } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { CardFacts, FactTime } from '../../../components/card-facts';
import { RecordCard } from '../../../components/record-card';
import { StatusTag } from '../../../components/status-tag';
import { RailName, useStrayAmount } from './stray-payment-facts';
import {
  REASON_MESSAGE_IDS,
  STRAY_STATUS_COLORS,
  STRAY_STATUS_MESSAGE_IDS,
} from './stray-payment-labels';
import './stray-payment-card.css';

/**
 * One payment without an order: the amount and its rail, how deep it is, the address and the
 * order it was handed to (and why that order no longer watches it), the transaction and its
 * times; once resolved, the refund's transaction or the order credited, the note and when.
 * Only an open one can be resolved.
 */
export function StrayPaymentCard({
  payment,
  onResolve,
}: {
  payment: StrayPayment;
  onResolve: () => void;
}) {
  const amount = useStrayAmount(payment);
  const resolved = payment.status !== 'open';
  return (
    <RecordCard
      name={amount}
      tag={
        <StatusTag
          status={payment.status}
          colors={STRAY_STATUS_COLORS}
          messageIds={STRAY_STATUS_MESSAGE_IDS}
        />
      }
    >
      <CardMeta>
        <span>
          <RailName payment={payment} />
        </span>
        <span>
          <FormattedMessage
            id="admin.strayPayments.confirmations"
            values={{ count: payment.confirmations }}
          />
        </span>
      </CardMeta>
      <CardFacts
        facts={[
          ['admin.strayPayments.address', <MonoText>{payment.address}</MonoText>],
          ['admin.strayPayments.txid', <MonoText>{payment.txid}</MonoText>],
          ['admin.strayPayments.order', <MonoText>{payment.orderId}</MonoText>],
          [
            'admin.strayPayments.reason',
            <FormattedMessage id={REASON_MESSAGE_IDS[payment.reason]} />,
          ],
          ['admin.strayPayments.seenAt', <FactTime value={payment.seenAt} />],
          !!payment.blockTime && [
            'admin.strayPayments.blockTime',
            <FactTime value={payment.blockTime} />,
          ],
          !!payment.refundTxid && [
            'admin.strayPayments.refundTxid',
            <MonoText>{payment.refundTxid}</MonoText>,
          ],
          !!payment.creditedOrderId && [
            'admin.strayPayments.creditedOrder',
            <MonoText>{payment.creditedOrderId}</MonoText>,
          ],
          resolved && !!payment.note && ['admin.strayPayments.note', payment.note],
          !!payment.resolvedAt && [
            'admin.strayPayments.resolvedAt',
            <FactTime value={payment.resolvedAt} />,
          ],
        ]}
      />
      {payment.droppedAt && (
        <p className="stray-payment-dropped">
          <FormattedMessage
            id="admin.strayPayments.dropped"
            values={{ time: <FactTime value={payment.droppedAt} /> }}
          />
        </p>
      )}
      <CardActions
        name={amount}
        actions={[
          !resolved && {
            messageId: 'admin.strayPayments.resolve',
            labelId: 'admin.strayPayments.resolveLabel',
            color: 'success',
            onClick: onResolve,
          },
        ]}
      />
    </RecordCard>
  );
}
