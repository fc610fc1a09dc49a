import { Suspense, lazy, useMemo, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import {
  MAX_PROJECTION_MONTHS,
  NEXT_HALVING_DATE,
  exactDay,
  monthlyProjection,
  profitPerPeriod,
} from '@minesite/shared/mining';
import { SpinLoading, useNearViewport, Card, CardTitle, Rows, CardNote } from '@minesite/shared/ui';
import { MINING_FIELDS, initialTexts, readFields, type MiningKey } from '../calculator-inputs';
import { NumberInput } from './number-input';
import { ProjectionTable } from './projection-table';
import { MoneyRow } from './result-rows';
import './mining-calculator.css';
import './calculators.css';
import '../../../components/profit-tone.css';

// The chart library is fetched only when the projection's chart scrolls into view.
const ProjectionChart = lazy(
  () => import(/* webpackChunkName: "projection-chart" */ './projection-chart'),
);

const PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;

const chartPlaceholder = (
  <div className="cp-chart cp-state" role="status">
    <SpinLoading />
  </div>
);

/** One machine's profit per period and its 36-month outlook with the halving (USD). */
export function MiningCalculator() {
  const [texts, setTexts] = useState(() => initialTexts(MINING_FIELDS));
  const [start] = useState(() => new Date());
  const { readings, values } = readFields(MINING_FIELDS, texts);
  const [chartSlot, chartNear] = useNearViewport<HTMLDivElement>('0px');

  const outcome = useMemo(() => {
    if (!values) return null;
    const machine = {
      hashrateTh: values.hashrate,
      powerW: values.power,
      electricityPricePerKwh: values.powerCost,
      btcPrice: values.btcPrice,
      poolFeePercent: values.poolFee,
      output: { difficulty: values.difficulty * 1e12 },
    };
    return {
      periods: profitPerPeriod(exactDay(machine).profit),
      projection: monthlyProjection({
        ...machine,
        months: MAX_PROJECTION_MONTHS,
        difficultyGrowthPercentPerMonth: values.growth,
        start,
      }),
    };
  }, [values, start]);

  const stopMonth = outcome?.projection.firstUnprofitableMonth ?? null;
  const stopEntry = stopMonth === null ? null : outcome!.projection.months[stopMonth - 1]!;

  return (
    <Card aria-labelledby="mining-calculator-title">
      <CardTitle id="mining-calculator-title" as="h2">
        <FormattedMessage id="cloudpower.calc.mining.title" />
      </CardTitle>
      {MINING_FIELDS.map((field) => (
        <NumberInput
          key={field.key}
          id={`mining-${field.key}`}
          labelId={field.labelId}
          text={texts[field.key]}
          reading={readings[field.key]}
          onChange={(text) => setTexts((t) => ({ ...t, [field.key as MiningKey]: text }))}
        />
      ))}
      <CardTitle variant="sub">
        <FormattedMessage id="cloudpower.calc.results" />
      </CardTitle>
      {outcome ? (
        <>
          <Rows variant="figures">
            {PERIODS.map((period) => (
              <MoneyRow
                key={period}
                labelId={`cloudpower.calc.mining.profit.${period}`}
                value={outcome.periods[period]}
                currency="USD"
                testId={`profit-${period}`}
              />
            ))}
          </Rows>
          <CardTitle variant="sub">
            <FormattedMessage
              id="cloudpower.calc.projection.title"
              values={{ months: MAX_PROJECTION_MONTHS }}
            />
          </CardTitle>
          <CardNote>
            <FormattedMessage
              id="cloudpower.calc.projection.note"
              values={{
                halving: (
                  <FormattedDate
                    value={NEXT_HALVING_DATE}
                    year="numeric"
                    month="long"
                    timeZone="UTC"
                  />
                ),
              }}
            />
          </CardNote>
          <p className={stopEntry ? 'cp-loss' : 'cp-gain'} role="status" data-testid="stop-month">
            {stopEntry ? (
              <FormattedMessage
                id="cloudpower.calc.projection.stops"
                values={{
                  month: stopEntry.month,
                  date: (
                    <FormattedDate
                      value={stopEntry.startsOn}
                      year="numeric"
                      month="long"
                      timeZone="UTC"
                    />
                  ),
                }}
              />
            ) : (
              <FormattedMessage
                id="cloudpower.calc.projection.pays"
                values={{ months: MAX_PROJECTION_MONTHS }}
              />
            )}
          </p>
          <div ref={chartSlot}>
            <Suspense fallback={chartPlaceholder}>
              {chartNear ? (
                <ProjectionChart months={outcome.projection.months} />
              ) : (
                chartPlaceholder
              )}
            </Suspense>
          </div>
          <ProjectionTable months={outcome.projection.months} />
        </>
      ) : (
        <CardNote role="status">
          <FormattedMessage id="cloudpower.calc.fixFields" />
        </CardNote>
      )}
    </Card>
  );
}
