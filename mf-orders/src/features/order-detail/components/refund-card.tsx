import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeApiError } from '@minesite/shared/api';
import type { PublicOrder } from '@minesite/shared/domain';
import {
  Button,
  Toast,
  Card,
  CardTitle,
  Rows,
  MonoText,
  FieldTip,
  FieldStack,
  FieldError,
} from '@minesite/shared/ui';
import { RailAmount } from '../../../components/rail-amount';
import { DetailRow } from '../../../components/detail-row';
import { OrderTime } from '../../../components/order-time';
import { TextField } from '../../../components/text-field';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';
import { useRequestRefundMutation } from '../order-mutations';
import {
  addressPrefixes,
  REFUND_CHAINS,
  looksLikeAddress,
  looksLikeEmail,
  refundFailureMessage,
} from '../refund-address';
import { withCatalogs } from '@minesite/shared/remote-page';
import { detailCardsCatalogs } from '../../../i18n/detail-cards-catalogs';

type Refund = NonNullable<PublicOrder['payment']['refund']>;

const PART_IDS: Record<Refund['part'], string> = {
  excess: 'orders.refund.part.excess',
  all: 'orders.refund.part.all',
};
const BASIS_IDS: Record<Refund['basis'], string> = {
  order: 'orders.refund.basis.order',
  today: 'orders.refund.basis.today',
};

/**
 * The refund the shop offered, as far as it has gone: offered (the amount, what it covers and
 * at which rate, and a form for the buyer's address), requested (the shop is to send it) or
 * refunded (the amount, the address and the transaction).
 */
function RefundCard({ order, refund }: { order: PublicOrder; refund: Refund }) {
  const copy = useCopyWithToast();
  const intl = useIntl();
  return (
    <Card aria-labelledby="refund-title">
      <CardTitle id="refund-title" as="h2">
        <FormattedMessage id="orders.refund.title" />
      </CardTitle>
      <Rows variant="summary">
        <DetailRow labelId="orders.refund.amount">
          <strong data-testid="refund-amount">
            <RailAmount
              rail={order.payment.rail ?? 'btc'}
              value={refund.amount ?? refund.amountBtc}
            />
          </strong>
        </DetailRow>
        <DetailRow labelId="orders.refund.part">
          <FormattedMessage id={PART_IDS[refund.part]} />
          {' · '}
          <FormattedMessage id={BASIS_IDS[refund.basis]} />
        </DetailRow>
        {refund.address && (
          <DetailRow labelId="orders.refund.address">
            <MonoText data-testid="refund-address">{refund.address}</MonoText>
          </DetailRow>
        )}
        {refund.txid && (
          <DetailRow labelId="orders.refund.txid">
            <MonoText data-testid="refund-txid">{refund.txid}</MonoText>{' '}
            <Button
              size="mini"
              fill="outline"
              color="primary"
              onClick={() => void copy(refund.txid, 'orders.copy.txidCopied')}
              aria-label={intl.formatMessage({ id: 'orders.copy.txidButton' })}
            >
              <FormattedMessage id="orders.copy.button" />
            </Button>
          </DetailRow>
        )}
        {refund.state === 'refunded' && Number.isFinite(Date.parse(refund.refundedAt)) && (
          <DetailRow labelId="orders.refund.refundedAt">
            <OrderTime ms={Date.parse(refund.refundedAt)} />
          </DetailRow>
        )}
      </Rows>
      {refund.state === 'offered' ? (
        <RefundAddressForm order={order} />
      ) : (
        <FieldTip role="status">
          <FormattedMessage
            id={
              refund.state === 'requested'
                ? 'orders.refund.note.requested'
                : 'orders.refund.note.refunded'
            }
          />
        </FieldTip>
      )}
    </Card>
  );
}

/** The buyer's refund address (checked lightly here, for real by the service) and an e-mail. */
function RefundAddressForm({ order }: { order: PublicOrder }) {
  const intl = useIntl();
  const { network } = order.payment;
  const rail = order.payment.rail ?? 'btc';
  // The messages name the chain the refund goes to (the Bitcoin texts are BTC's as before).
  const chain = REFUND_CHAINS[rail];
  const [address, setAddress] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requestRefund, { isLoading }] = useRequestRefundMutation();

  async function submit() {
    const wanted = address.trim();
    const mail = email.trim();
    if (!looksLikeAddress(wanted, network, rail)) {
      setProblem('orders.refund.error.addressInvalid');
      return;
    }
    if (mail && !looksLikeEmail(mail)) {
      setProblem('orders.refund.error.email');
      return;
    }
    setProblem(null);
    const result = await requestRefund({
      orderId: order.orderId,
      body: { address: wanted, ...(mail ? { email: mail } : {}) },
    });
    if ('error' in result) {
      setProblem(refundFailureMessage(normalizeApiError(result.error)));
      return;
    }
    Toast.show({ content: intl.formatMessage({ id: 'orders.refund.sent' }) });
  }

  return (
    <FieldStack
      as="form"
      className="orders-refund-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FieldTip>
        <FormattedMessage
          id={rail === 'btc' ? 'orders.refund.note.offered' : 'orders.refund.note.offeredToken'}
          values={{ chain }}
        />
      </FieldTip>
      <TextField
        id="refund-address"
        labelId={
          rail === 'btc' ? 'orders.refund.addressLabel' : `orders.refund.addressLabel.${chain}`
        }
        tip={
          <FormattedMessage
            id={rail === 'btc' ? 'orders.refund.addressTip' : 'orders.refund.addressTipToken'}
            values={{ network, prefixes: addressPrefixes(network), chain }}
          />
        }
        value={address}
        onChange={setAddress}
        maxLength={100}
        autoComplete="off"
        aria-invalid={
          problem === 'orders.refund.error.addressInvalid' ||
          problem === 'orders.refund.error.wrongChain' ||
          undefined
        }
      />
      <TextField
        id="refund-email"
        labelId="orders.refund.emailLabel"
        tip={<FormattedMessage id="orders.refund.emailTip" />}
        type="email"
        value={email}
        onChange={setEmail}
        maxLength={320}
        autoComplete="email"
      />
      {/* Kept in place (empty) so a message does not move the button under the buyer's finger. */}
      <FieldError variant="reserved" role="alert">
        {problem && (
          <FormattedMessage
            id={
              rail !== 'btc' && problem === 'orders.refund.error.addressInvalid'
                ? 'orders.refund.error.addressInvalidToken'
                : problem
            }
            values={{ chain }}
          />
        )}
      </FieldError>
      <Button block color="primary" type="submit" loading={isLoading}>
        <FormattedMessage id="orders.refund.submit" />
      </Button>
    </FieldStack>
  );
}

/** With its texts, a part of the catalog of their own that loads with the card. */
export default withCatalogs(RefundCard, detailCardsCatalogs);
