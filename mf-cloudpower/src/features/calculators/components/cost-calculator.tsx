import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { farmEconomics, valuePerTPerDay } from '@minesite/shared/mining';
import { Card, CardTitle, Rows, Row, CardNote } from '@minesite/shared/ui';
import { readNumber } from '../../../lib/number-field';
import { COST_FIELDS, initialTexts, readFields, type CostKey } from '../calculator-inputs';
import { NumberInput } from './number-input';
import { MoneyRow } from './result-rows';

/** The miner cost and revenue calculator (CNY). */
export function CostCalculator() {
  const [texts, setTexts] = useState(() => initialTexts(COST_FIELDS));
  const { readings, values } = readFields(COST_FIELDS, texts);

  function change(key: CostKey, text: string) {
    setTexts((current) => {
      const next = { ...current, [key]: text };
      // The daily value per T follows the BTC price and the output until typed over.
      if (key === 'btcPrice' || key === 'outputPerT') {
        const price = readNumber(next.btcPrice);
        const output = readNumber(next.outputPerT);
        if (price.ok && output.ok)
          next.valuePerT = String(valuePerTPerDay(output.value, price.value));
      }
      return next;
    });
  }

  const result =
    values &&
    farmEconomics({
      minerCount: values.minerCount,
      unitPrice: values.unitPrice,
      hashrateThPerUnit: values.hashratePerUnit,
      powerKwPerUnit: values.powerPerUnit,
      electricityPricePerKwh: values.electricityPrice,
      valuePerTPerDay: values.valuePerT,
      monthlyCosts: values.rent + values.maintenance + values.network,
    });

  return (
    <Card aria-labelledby="cost-calculator-title">
      <CardTitle id="cost-calculator-title" as="h2">
        <FormattedMessage id="cloudpower.calc.cost.title" />
      </CardTitle>
      {COST_FIELDS.map((field) => (
        <NumberInput
          key={field.key}
          id={`cost-${field.key}`}
          labelId={field.labelId}
          text={texts[field.key]}
          reading={readings[field.key]}
          onChange={(text) => change(field.key, text)}
        />
      ))}
      <CardTitle variant="sub">
        <FormattedMessage id="cloudpower.calc.results" />
      </CardTitle>
      {result ? (
        <Rows variant="figures">
          <MoneyRow
            labelId="cloudpower.calc.cost.dailyRevenue"
            value={result.dailyRevenue}
            currency="CNY"
          />
          <MoneyRow
            labelId="cloudpower.calc.cost.monthlyRevenue"
            value={result.monthlyRevenue}
            currency="CNY"
          />
          <MoneyRow
            labelId="cloudpower.calc.cost.dailyElectricity"
            value={result.dailyElectricity}
            currency="CNY"
          />
          <MoneyRow
            labelId="cloudpower.calc.cost.monthlyElectricity"
            value={result.monthlyElectricity}
            currency="CNY"
          />
          <MoneyRow
            labelId="cloudpower.calc.cost.dailyCosts"
            value={result.dailyCosts}
            currency="CNY"
          />
          <MoneyRow
            labelId="cloudpower.calc.cost.monthlyCosts"
            value={result.monthlyCosts}
            currency="CNY"
          />
          <MoneyRow
            labelId="cloudpower.calc.cost.dailyNet"
            value={result.dailyNetProfit}
            currency="CNY"
            testId="cost-daily-net"
          />
          <MoneyRow
            labelId="cloudpower.calc.cost.monthlyNet"
            value={result.monthlyNetProfit}
            currency="CNY"
            testId="cost-monthly-net"
          />
          <Row strong>
            <dt>
              <FormattedMessage id="cloudpower.calc.cost.payback" />
            </dt>
            <dd data-testid="cost-payback">
              {result.paybackDays === null ? (
                <FormattedMessage id="cloudpower.calc.never" />
              ) : (
                <FormattedMessage id="cloudpower.unit.days" values={{ days: result.paybackDays }} />
              )}
            </dd>
          </Row>
        </Rows>
      ) : (
        <CardNote role="status">
          <FormattedMessage id="cloudpower.calc.fixFields" />
        </CardNote>
      )}
    </Card>
  );
}
