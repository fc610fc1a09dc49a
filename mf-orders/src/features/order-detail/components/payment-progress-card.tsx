import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { PublicOrder } from '@minesite/shared/domain';
import { OrderStageTag } from '@minesite/shared/orders/tags';
import { Card, CardTitle, Rows, MonoText, FieldTip } from '@minesite/shared/ui';
import { DetailRow } from '../../../components/detail-row';
import { OrderTime } from '../../../components/order-time';
import { CLAIM_MESSAGE_IDS, FLAG_MESSAGE_IDS, type PaymentView } from '../payment-view';
import { PaymentTransactions } from './payment-transactions';
import { withCatalogs } from '@minesite/shared/remote-page';
import { detailCardsCatalogs } from '../../../i18n/detail-cards-catalogs';

/**
 * What the site has seen of the payment: where the order stands (and why the operator must
 * look), what was received against what is due (in the rail's unit: BTC, or USDT), each
 * transaction with its confirmations (those after the window and those that left the chain
 * marked), whether it is final, the buyer's report
 * (checked on the chain, matching the amount on the shop's shared address, or not yet), and
 * what happens next. Shown in every state once there is anything to tell, so an expired or
 * reviewed order keeps showing what was received.
 */
function PaymentProgressCard({
  order,
  view,
}: {
  order: PublicOrder;
  view: Pick<PaymentView, 'note'>;
}) {
  const { payment } = order;
  // In the rail's unit: the token's (6 places) on a USDT rail, BTC's (8) otherwise.
  const { token } = payment;
  const amounts = token ?? { received: payment.receivedBtc, due: payment.dueBtc };
  const places = token ? 6 : 8;
  const paidAtMs = Date.parse(payment.paidAt);
  const showSettled =
    payment.transactions.length > 0 && (payment.state === 'paid' || order.status !== 'pending');
  return (
    <Card aria-labelledby="progress-title">
      <CardTitle id="progress-title" as="h2">
        <FormattedMessage id="orders.payment.progress.title" />
      </CardTitle>
      <Rows variant="summary">
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
              id={token ? 'orders.payment.receivedOfDueUsdt' : 'orders.payment.receivedOfDue'}
              values={{
                received: (
                  <FormattedNumber
                    key="received"
                    value={amounts.received}
                    maximumFractionDigits={places}
                  />
                ),
                due: (
                  <FormattedNumber key="due" value={amounts.due} maximumFractionDigits={places} />
                ),
              }}
            />
          </span>
        </DetailRow>
        {Number.isFinite(paidAtMs) && (
          <DetailRow labelId="orders.payment.paidAt">
            <OrderTime ms={paidAtMs} />
          </DetailRow>
        )}
        {showSettled && (
          <DetailRow labelId="orders.payment.settled">
            <span data-testid="payment-settled">
              <FormattedMessage
                id={payment.settled ? 'orders.payment.settled.yes' : 'orders.payment.settled.no'}
              />
            </span>
          </DetailRow>
        )}
        {payment.claim && (
          <>
            <DetailRow labelId="orders.payment.claim">
              <FormattedMessage id={CLAIM_MESSAGE_IDS[payment.claim]} />
            </DetailRow>
            {order.transactionHash && (
              <DetailRow labelId="orders.detail.payment.hash">
                <MonoText>{order.transactionHash}</MonoText>
              </DetailRow>
            )}
            {order.buyerEmail && (
              <DetailRow labelId="orders.detail.payment.email">{order.buyerEmail}</DetailRow>
            )}
          </>
        )}
      </Rows>
      {payment.claim === 'matches_amount' && (
        <FieldTip>
          <FormattedMessage id="orders.payment.claim.matchesAmountNote" />
        </FieldTip>
      )}
      {payment.transactions.length > 0 && (
        <PaymentTransactions rail={payment.rail ?? 'btc'} transactions={payment.transactions} />
      )}
      {view.note && (
        <FieldTip className="orders-payment-note" role="status">
          <FormattedMessage id={view.note} values={{ reason: payment.invalidReason }} />
        </FieldTip>
      )}
    </Card>
  );
}

/** With its texts, a part of the catalog of their own that loads with the card. */
export default withCatalogs(PaymentProgressCard, detailCardsCatalogs);
