import { FormattedMessage } from 'react-intl';
import type { Currency } from '@minesite/shared/catalog';
import type { Quote, QuoteLine, QuoteLineItem } from '@minesite/shared/domain';
import { DetailRow } from './detail-row';
import { Money } from './money';

const LINE_LABEL_IDS: Record<QuoteLineItem, string> = {
  hashrateFee: 'orders.quote.line.hashrateFee',
  electricityFee: 'orders.quote.line.electricityFee',
  machines: 'orders.quote.line.machines',
  rentalHours: 'orders.quote.line.rentalHours',
  rentalMonths: 'orders.quote.line.rentalMonths',
};
/** How each line counts its units: T of hashrate, days of electricity, machines, hours, months. */
const LINE_UNIT_IDS: Record<QuoteLineItem, string> = {
  hashrateFee: 'orders.unit.terahash',
  electricityFee: 'orders.unit.days',
  machines: 'orders.unit.machines',
  rentalHours: 'orders.unit.hours',
  rentalMonths: 'orders.unit.months',
};

function Line({ line, currency }: { line: QuoteLine; currency: Currency }) {
  return (
    <DetailRow labelId={LINE_LABEL_IDS[line.item]}>
      <span data-testid={`quote-line-${line.item}`}>
        <FormattedMessage
          id="orders.quote.formula"
          values={{
            quantity: (
              <FormattedMessage
                key="quantity"
                id={LINE_UNIT_IDS[line.item]}
                values={{ value: line.quantity }}
              />
            ),
            unitPrice: (
              <Money
                key="unit"
                value={line.unitPrice}
                currency={currency}
                maximumFractionDigits={4}
              />
            ),
            amount: <Money key="amount" value={line.amount} currency={currency} />,
          }}
        />
      </span>
    </DetailRow>
  );
}

/** A quote's lines, each `quantity × unit price = amount`: at checkout and on the order page. */
export function QuoteLineRows({ quote }: { quote: Quote }) {
  return quote.lines.map((line) => <Line key={line.item} line={line} currency={quote.currency} />);
}
