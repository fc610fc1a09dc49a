import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { OrderStageTag } from '@minesite/shared/orders/tags';
import { DetailRow } from '../../../components/detail-row';
import { OrderTime } from '../../../components/order-time';
import { CLAIM_MESSAGE_IDS, FLAG_MESSAGE_IDS, STATE_NOTE_IDS } from '../payment-view';
import { PaymentTransactions } from './payment-transactions';
import '../../../components/cards.css';
import '../../../components/form-fields.css';

/**
 * What the site has seen of the payment: where the order stands (and why the operator must
 * look), BTC received against BTC due, each transaction with its confirmations, and the
 * buyer's report (checked on the chain or not yet).
 */
export function PaymentProgressCard({ order }: { order: Order }) {
  const { payment } = order;
  const note = STATE_NOTE_IDS[payment.state];
  const paidAtMs = Date.parse(payment.paidAt);
  return (
    <section className="orders-card" aria-labelledby="progress-title">
      <h2 id="progress-title" className="orders-card-title">
        <FormattedMessage id="orders.payment.progress.title" />
      </h2>
      <dl className="orders-rows">
        <DetailRow labelId="orders.payment.state">
          <OrderStageTag order={order} />
        </DetailRow>
        {payment.flag && (
          <DetailRow labelId="orders.payment.flag">
            <FormattedMessage id={FLAG_MESSAGE_IDS[payment.flag]} />
          </DetailRow>
        )}
        <DetailRow labelId="orders.payment.received">
          <span data-testid="payment-received">
            <FormattedMessage
              id="orders.payment.receivedOfDue"
              values={{
                received: (
                  <FormattedNumber
                    key="received"
                    value={payment.receivedBtc}
                    maximumFractionDigits={8}
                  />
                ),
                due: <FormattedNumber key="due" value={payment.dueBtc} maximumFractionDigits={8} />,
              }}
            />
          </span>
        </DetailRow>
        {Number.isFinite(paidAtMs) && (
          <DetailRow labelId="orders.payment.paidAt">
            <OrderTime ms={paidAtMs} />
          </DetailRow>
        )}
        {payment.claim && (
          <>
            <DetailRow labelId="orders.payment.claim">
              <FormattedMessage id={CLAIM_MESSAGE_IDS[payment.claim]} />
            </DetailRow>
            {order.transactionHash && (
              <DetailRow labelId="orders.detail.payment.hash">
                <span className="orders-id">{order.transactionHash}</span>
              </DetailRow>
            )}
            {order.buyerEmail && (
              <DetailRow labelId="orders.detail.payment.email">{order.buyerEmail}</DetailRow>
            )}
          </>
        )}
      </dl>
      {payment.transactions.length > 0 && (
        <PaymentTransactions transactions={payment.transactions} />
      )}
      {note && (
        <p className="orders-field-tip" role="status">
          <FormattedMessage id={note} />
        </p>
      )}
    </section>
  );
}
