import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductOf } from '@minesite/shared/contract';
import { Button, lazyPopup } from '@minesite/shared/ui';
import { ProfitRowsTable } from '../../../components/profit-rows-table';
import {
  assumptionValues,
  DEFAULT_PROFIT_SETTINGS,
  type ProfitSettings,
} from '../../../lib/profit-settings';
import { profitPrediction } from '../../../lib/profit-table';
import '../../../components/cards-and-panels.css';
import '../../../components/spec-rows.css';

const SettingsPopup = lazyPopup(() => import('./settings-popup'));

/** Revenue, electricity and profit per day, month and year at the current settings, and payback. */
export function ProfitPrediction({ miner }: { miner: ProductOf<'miner'> }) {
  const intl = useIntl();
  const [settings, setSettings] = useState<ProfitSettings>(DEFAULT_PROFIT_SETTINGS);
  const [editing, setEditing] = useState(false);
  const prediction = useMemo(
    () =>
      profitPrediction(
        {
          hashrateTh: miner.specs.hashrateTh,
          powerW: miner.specs.powerW,
          price: miner.price,
          currency: miner.currency,
        },
        settings,
      ),
    [miner, settings],
  );

  return (
    <section className="shop-panel" aria-labelledby="profit-title">
      <div className="shop-panel-head">
        <h2 id="profit-title" className="shop-section-title">
          <FormattedMessage id="shop.profit.title" />
        </h2>
        <Button size="small" onClick={() => setEditing(true)} aria-haspopup="dialog">
          <FormattedMessage id="shop.profit.settings" />
        </Button>
      </div>
      <p className="shop-text" data-testid="profit-assumptions">
        <FormattedMessage
          id={
            settings.outputMode === 'difficulty'
              ? 'shop.profit.assumptions.difficulty'
              : 'shop.profit.assumptions.output'
          }
          values={{
            ...assumptionValues(settings, intl),
            difficulty: intl.formatNumber(settings.difficulty, { notation: 'compact' }),
          }}
        />
      </p>
      <ProfitRowsTable rows={prediction.rows} labelledBy="profit-title" />
      <dl className="shop-rows">
        <div className="shop-row">
          <dt>
            <FormattedMessage id="shop.profit.dailyOutput" />
          </dt>
          <dd>
            <FormattedMessage
              id="shop.profit.btc"
              values={{ value: prediction.dailyBtc.toFixed(8) }}
            />
          </dd>
        </div>
        <div className="shop-row">
          <dt>
            <FormattedMessage id="shop.profit.payback" />
          </dt>
          <dd data-testid="payback">
            {prediction.paybackDays === null ? (
              <FormattedMessage id="shop.profit.payback.never" />
            ) : (
              <FormattedMessage
                id="shop.profit.payback.days"
                values={{ days: prediction.paybackDays }}
              />
            )}
          </dd>
        </div>
      </dl>
      <p className="shop-text">
        <FormattedMessage id="shop.profit.disclaimer" />
      </p>
      <SettingsPopup
        visible={editing}
        settings={settings}
        onSave={(next) => {
          setSettings(next);
          setEditing(false);
        }}
        onClose={() => setEditing(false)}
      />
    </section>
  );
}
