import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Row } from '@minesite/shared/ui';
import '../../../components/profit-tone.css';

/** A result row: label and an amount of money, red when negative. */
export function MoneyRow({
  labelId,
  value,
  currency,
  testId,
  values,
}: {
  labelId: string;
  value: number;
  currency: 'USD' | 'CNY';
  testId?: string;
  values?: Record<string, ReactNode>;
}) {
  return (
    <Row>
      <dt>
        <FormattedMessage id={labelId} values={values} />
      </dt>
      <dd data-testid={testId} className={value < 0 ? 'cp-loss' : undefined}>
        <FormattedNumber value={value} style="currency" currency={currency} />
      </dd>
    </Row>
  );
}
