import { FormattedDate, FormattedMessage } from 'react-intl';
import { paymentIsDue, type Order } from '@minesite/shared/domain';
import { PaymentStateTag } from '@minesite/shared/orders/tags';
import { Tag, Rows, MonoText } from '@minesite/shared/ui';
import { PAYMENT_CLAIM_MESSAGE_IDS } from '../order-labels';
import { paymentAlerts, type PaymentAlert } from '../payment-resolution';
import { Btc, CopyButton, RailAmount, Row, Section, Usdt } from './order-rows';

const When = ({ value }: { value: string }) => (
  <FormattedDate value={value} dateStyle="medium" timeStyle="medium" />
);

const ALERT_MESSAGE_IDS: Record<PaymentAlert, string> = {
  'urgent-reversed': 'admin.orders.payment.alert.reversed',
  'dropped-transaction': 'admin.orders.payment.alert.dropped',
  'late-transaction': 'admin.orders.payment.alert.late',
};

/** What the operator must know before acting; a reversal is urgent, and said so first. */
function PaymentAlerts({ order }: { order: Order }) {
  const alerts = paymentAlerts(order);
  if (alerts.length === 0) return null;
  return (
    <ul className="order-alerts" data-testid="order-payment-alerts">
      {alerts.map((alert) => (
        <li
          key={alert}
          role={alert === 'urgent-reversed' ? 'alert' : undefined}
          className={alert === 'urgent-reversed' ? 'order-alert order-alert-urgent' : 'order-alert'}
          data-alert={alert}
        >
          {alert === 'urgent-reversed' && (
            <strong className="order-alert-label">
              <FormattedMessage id="admin.orders.payment.urgent" />
            </strong>
          )}
          <FormattedMessage id={ALERT_MESSAGE_IDS[alert]} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The payment: its state (with the flag), what is due, received and still to pay, where to pay
 * (and the address's index in the account), how long the address is watched, whether it has
 * settled, what the chain has shown (late and dropped transactions marked), what the buyer
 * said they paid, and why the operator marked it invalid.
 */
export function OrderPayment({ order }: { order: Order }) {
  const { payment } = order;
  // A USDT rail counts in USDT (its BTC fields are 0).
  const { token } = payment;
  const Amount = token ? Usdt : Btc;
  const amounts = token ?? {
    due: payment.dueBtc,
    received: payment.receivedBtc,
    remaining: payment.remainingBtc,
  };
  return (
    <Section titleId="admin.orders.payment.title">
      <PaymentAlerts order={order} />
      <Rows variant="details">
        <Row labelId="admin.orders.payment.stateLabel">
          <PaymentStateTag payment={payment} />
        </Row>
        {payment.state === 'invalid' && payment.invalidReason && (
          <Row labelId="admin.orders.payment.invalidReason">
            <span data-testid="order-invalid-reason">{payment.invalidReason}</span>
          </Row>
        )}
        <Row labelId="admin.orders.payment.rail">
          <span data-testid="order-payment-rail">
            <FormattedMessage id={`admin.orders.payment.rail.${payment.rail ?? 'btc'}`} />
            {token && <MonoText> {token.contract}</MonoText>}
          </span>
        </Row>
        <Row labelId="admin.orders.payment.due">
          {payment.state === 'awaiting_price' ? (
            <FormattedMessage id="order.payment.state.awaiting_price" />
          ) : (
            <Amount value={amounts.due} />
          )}
        </Row>
        <Row labelId="admin.orders.payment.received">
          <span data-testid="order-payment-received">
            <Amount value={amounts.received} />
          </span>
        </Row>
        {paymentIsDue(payment.state) && amounts.remaining > 0 && (
          <Row labelId="admin.orders.payment.remaining">
            <Amount value={amounts.remaining} />
          </Row>
        )}
        <Row labelId="admin.orders.payment.address">
          {payment.address ? (
            <>
              <MonoText data-testid="order-payment-address">{payment.address}</MonoText>
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
        {payment.monitorUntil && (
          <Row labelId="admin.orders.payment.monitorUntil">
            <When value={payment.monitorUntil} />
          </Row>
        )}
        {payment.paidAt && (
          <Row labelId="admin.orders.payment.paidAt">
            <When value={payment.paidAt} />
          </Row>
        )}
        {payment.transactions.length > 0 && (
          <Row labelId="admin.orders.payment.settled">
            <span data-testid="order-payment-settled" data-settled={payment.settled}>
              <FormattedMessage
                id={
                  payment.settled
                    ? 'admin.orders.payment.settled.yes'
                    : 'admin.orders.payment.settled.no'
                }
              />
            </span>
          </Row>
        )}
        {order.transactionHash && (
          <>
            <Row labelId="admin.orders.form.transactionHash">
              <MonoText>{order.transactionHash}</MonoText>
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
      </Rows>
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
            <li
              key={tx.txid}
              className={tx.droppedAt ? 'order-entry order-entry-dropped' : 'order-entry'}
              data-late={tx.late || undefined}
              data-dropped={tx.droppedAt ? true : undefined}
            >
              {(tx.late || tx.droppedAt) && (
                <p className="order-entry-marks">
                  {tx.late && (
                    <Tag color="warning" fill="outline">
                      <FormattedMessage id="admin.orders.payment.tx.late" />
                    </Tag>
                  )}
                  {tx.droppedAt && (
                    <Tag color="danger" fill="solid">
                      <FormattedMessage id="admin.orders.payment.tx.dropped" />
                    </Tag>
                  )}
                </p>
              )}
              <Rows variant="details">
                <Row labelId="admin.orders.payment.tx.id">
                  <MonoText className="order-entry-txid">{tx.txid}</MonoText>
                  <CopyButton text={tx.txid} />
                </Row>
                <Row labelId="admin.orders.payment.tx.amount">
                  <RailAmount rail={payment.rail ?? 'btc'} value={tx.amount ?? tx.amountBtc} />
                </Row>
                <Row labelId="admin.orders.payment.tx.confirmations">{tx.confirmations}</Row>
                <Row labelId="admin.orders.payment.tx.seenAt">
                  <When value={tx.seenAt} />
                </Row>
                {tx.blockTime && (
                  <Row labelId="admin.orders.payment.tx.blockTime">
                    <When value={tx.blockTime} />
                  </Row>
                )}
                {tx.droppedAt && (
                  <Row labelId="admin.orders.payment.tx.droppedAt">
                    <When value={tx.droppedAt} />
                  </Row>
                )}
              </Rows>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
