import { FormattedDate, FormattedMessage } from 'react-intl';
import { paymentIsDue, type Order } from '@minesite/shared/domain';
import { PaymentStateTag } from '@minesite/shared/orders/tags';
import { PAYMENT_CLAIM_MESSAGE_IDS } from '../order-labels';
import { Btc, CopyButton, Row, Section } from './order-rows';
import '../../../components/rows.css';

const When = ({ value }: { value: string }) => (
  <FormattedDate value={value} dateStyle="medium" timeStyle="medium" />
);

/**
 * The payment: its state, what is due and received, where to pay (and the address's index
 * in the account), what the chain has shown, and what the buyer said they paid.
 */
export function OrderPayment({ order }: { order: Order }) {
  const { payment } = order;
  return (
    <Section titleId="admin.orders.payment.title">
      <dl className="admin-rows">
        <Row labelId="admin.orders.payment.stateLabel">
          <PaymentStateTag payment={payment} />
        </Row>
        <Row labelId="admin.orders.payment.due">
          {payment.state === 'awaiting_price' ? (
            <FormattedMessage id="order.payment.state.awaiting_price" />
          ) : (
            <Btc value={payment.dueBtc} />
          )}
        </Row>
        <Row labelId="admin.orders.payment.received">
          <Btc value={payment.receivedBtc} />
        </Row>
        <Row labelId="admin.orders.payment.address">
          {payment.address ? (
            <>
              <span className="admin-mono" data-testid="order-payment-address">
                {payment.address}
              </span>
              <CopyButton text={payment.address} />
            </>
          ) : (
            '–'
          )}
        </Row>
        {order.derivationIndex !== undefined && payment.address && (
          <Row labelId="admin.orders.payment.derivationIndex">
            {order.derivationIndex === null ? (
              <FormattedMessage id="admin.orders.payment.fixedAddress" />
            ) : (
              <FormattedMessage
                id="admin.orders.payment.derivationIndex.value"
                values={{ index: order.derivationIndex }}
              />
            )}
          </Row>
        )}
        {payment.expiresAt && (
          <Row labelId="admin.orders.payment.expiresAt">
            <When value={payment.expiresAt} />
          </Row>
        )}
        {payment.paidAt && (
          <Row labelId="admin.orders.payment.paidAt">
            <When value={payment.paidAt} />
          </Row>
        )}
        {order.transactionHash && (
          <>
            <Row labelId="admin.orders.form.transactionHash">
              <span className="admin-mono">{order.transactionHash}</span>
              {payment.claim && (
                <span className="order-note">
                  <FormattedMessage id={PAYMENT_CLAIM_MESSAGE_IDS[payment.claim]} />
                </span>
              )}
            </Row>
            <Row labelId="admin.orders.form.buyerEmail">{order.buyerEmail || '–'}</Row>
            <Row labelId="admin.orders.form.paymentTime">
              {order.paymentTime ? <When value={order.paymentTime} /> : '–'}
            </Row>
          </>
        )}
      </dl>
      {!payment.watched && paymentIsDue(payment.state) && (
        <p className="order-note">
          <FormattedMessage id="admin.orders.payment.notWatched" />
        </p>
      )}
      <h4 className="order-subtitle">
        <FormattedMessage id="admin.orders.payment.transactions" />
      </h4>
      {payment.transactions.length === 0 ? (
        <p className="order-note">
          <FormattedMessage id="admin.orders.payment.noTransactions" />
        </p>
      ) : (
        <ul className="order-entries" data-testid="order-transactions">
          {payment.transactions.map((tx) => (
            <li key={tx.txid} className="order-entry">
              <dl className="admin-rows">
                <Row labelId="admin.orders.payment.tx.id">
                  <span className="admin-mono">{tx.txid}</span>
                  <CopyButton text={tx.txid} />
                </Row>
                <Row labelId="admin.orders.payment.tx.amount">
                  <Btc value={tx.amountBtc} />
                </Row>
                <Row labelId="admin.orders.payment.tx.confirmations">{tx.confirmations}</Row>
                <Row labelId="admin.orders.payment.tx.seenAt">
                  <When value={tx.seenAt} />
                </Row>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
