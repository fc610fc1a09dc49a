import { FormattedMessage, useIntl } from 'react-intl';
import type { StrayPayment } from '@minesite/shared/contract';
import { RAIL_DECIMALS } from '@minesite/shared/domain';
import { MonoText } from '@minesite/shared/ui';
import { CardFacts } from '../../../components/card-facts';
import { RAIL_MESSAGE_IDS } from './stray-payment-labels';

/**
 * The amount with its symbol in the reader's notation, every place of the token kept
 * (`0.00120000 BTC`, `12.500000 USDT`): formatted from the decimal text, never a float.
 */
export function useStrayAmount(payment: Pick<StrayPayment, 'amount' | 'rail' | 'symbol'>) {
  const intl = useIntl();
  const places = RAIL_DECIMALS[payment.rail];
  const amount = intl.formatNumber(payment.amount as Intl.StringNumericLiteral, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
  return `${amount} ${payment.symbol}`;
}

/** The rail's name (BTC, USDT on TRON …). */
export function RailName({ payment }: { payment: Pick<StrayPayment, 'rail'> }) {
  return <FormattedMessage id={RAIL_MESSAGE_IDS[payment.rail]} />;
}

/** What the resolve sheet resolves: the amount, its rail and its transaction. */
export function StrayPaymentSummary({ payment }: { payment: StrayPayment }) {
  const amount = useStrayAmount(payment);
  return (
    <CardFacts
      facts={[
        ['admin.strayPayments.amount', <MonoText>{amount}</MonoText>],
        ['admin.strayPayments.rail', <RailName payment={payment} />],
        ['admin.strayPayments.txid', <MonoText>{payment.txid}</MonoText>],
      ]}
    />
  );
}
