import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Refund } from '@minesite/shared/contract';
import type { PaymentRail, Quote } from '@minesite/shared/domain';
import { Tag, Rows, MonoText } from '@minesite/shared/ui';
import {
  REFUND_BASIS_MESSAGE_IDS,
  REFUND_PART_MESSAGE_IDS,
  REFUND_STATE_MESSAGE_IDS,
} from '../order-labels';
import { formatMoney } from '../order-view';
import { CopyButton, RailAmount, Row, Section } from './order-rows';

const When = ({ value }: { value: string }) => (
  <FormattedDate value={value} dateStyle="medium" timeStyle="medium" />
);

const REFUND_COLORS = { offered: 'warning', requested: 'danger', refunded: 'success' } as const;

/**
 * The refund: where it stands (offered, waiting for the buyer's address; requested, waiting
 * for the operator to send it; refunded), what is refunded at which rate, the amount, the
 * buyer's address to copy into the wallet, and the transaction it left in.
 */
export function OrderRefund({
  refund,
  quote,
  rail = 'btc',
}: {
  refund: Refund;
  quote: Quote | null;
  rail?: PaymentRail;
}) {
  const intl = useIntl();
  return (
    <Section titleId="admin.orders.refund.title">
      <Rows variant="details" data-testid="order-refund" data-refund-state={refund.state}>
        <Row labelId="admin.orders.refund.stateLabel">
          <Tag color={REFUND_COLORS[refund.state]} fill="outline">
            <FormattedMessage id={REFUND_STATE_MESSAGE_IDS[refund.state]} />
          </Tag>
        </Row>
        <Row labelId="admin.orders.refund.partLabel">
          <FormattedMessage id={REFUND_PART_MESSAGE_IDS[refund.part]} />
        </Row>
        <Row labelId="admin.orders.refund.basisLabel">
          <FormattedMessage id={REFUND_BASIS_MESSAGE_IDS[refund.basis]} />
          {refund.rate && quote && (
            <span className="order-note">
              {' '}
              <FormattedMessage
                id="admin.orders.quote.rate.value"
                values={{ price: formatMoney(intl, refund.rate.price, quote.currency) }}
              />
            </span>
          )}
        </Row>
        <Row labelId="admin.orders.refund.amount">
          <strong data-testid="order-refund-amount">
            <RailAmount rail={rail} value={refund.amount ?? refund.amountBtc} />
          </strong>
        </Row>
        <Row labelId="admin.orders.refund.address">
          {refund.address ? (
            <>
              <MonoText data-testid="order-refund-address">{refund.address}</MonoText>
              <CopyButton text={refund.address} />
            </>
          ) : (
            <span className="order-note">
              <FormattedMessage id="admin.orders.refund.noAddress" />
            </span>
          )}
        </Row>
        {refund.txid && (
          <Row labelId="admin.orders.refund.txid">
            <MonoText data-testid="order-refund-txid">{refund.txid}</MonoText>
            <CopyButton text={refund.txid} />
          </Row>
        )}
        {refund.offeredAt && (
          <Row labelId="admin.orders.refund.offeredAt">
            <When value={refund.offeredAt} />
          </Row>
        )}
        {refund.requestedAt && (
          <Row labelId="admin.orders.refund.requestedAt">
            <When value={refund.requestedAt} />
          </Row>
        )}
        {refund.refundedAt && (
          <Row labelId="admin.orders.refund.refundedAt">
            <When value={refund.refundedAt} />
          </Row>
        )}
      </Rows>
    </Section>
  );
}
