import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { PaymentRail, Quote } from '@minesite/shared/domain';
import { Field, FieldLabel, FieldTip, Selector } from '@minesite/shared/ui';

/**
 * How the buyer pays, among the rails the shop takes now (the quote lists them): shown only
 * when there is a choice. On a USDT rail the amount is the USD total in USDT.
 */
export function RailField({
  quote,
  value,
  onChange,
}: {
  quote: Quote | undefined;
  value: PaymentRail;
  onChange: (rail: PaymentRail) => void;
}) {
  const intl = useIntl();
  const rails = quote?.rails ?? [];
  if (rails.length < 2) return null;
  return (
    <Field as="fieldset">
      <FieldLabel as="legend" id="purchase-rail-label">
        <FormattedMessage id="orders.checkout.rail.label" />
      </FieldLabel>
      <Selector
        aria-labelledby="purchase-rail-label"
        columns={1}
        options={rails.map((rail) => ({
          label: intl.formatMessage({ id: `orders.checkout.rail.${rail}` }),
          value: rail,
        }))}
        value={[value]}
        onChange={([rail]) => onChange(rail ?? 'btc')}
      />
      {value !== 'btc' && quote && quote.amountUsdt !== undefined && quote.amountUsdt > 0 && (
        <FieldTip data-testid="checkout-usdt-amount">
          <FormattedMessage
            id="orders.checkout.rail.usdtAmount"
            values={{
              amount: (
                <FormattedNumber key="amount" value={quote.amountUsdt} maximumFractionDigits={6} />
              ),
            }}
          />
        </FieldTip>
      )}
    </Field>
  );
}
