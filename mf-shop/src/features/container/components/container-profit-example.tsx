import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductOf } from '@minesite/shared/contract';
import { useLocalized } from '@minesite/shared/localized';
import { ProfitRowsTable } from '../../../components/profit-rows-table';
import { assumptionValues, DEFAULT_PROFIT_SETTINGS } from '../../../lib/profit-settings';
import { profitPrediction } from '../../../lib/profit-table';
import { machinesFitting } from '../container-quote';
import '../../../components/cards-and-panels.css';

/** The whole machine of the shop (product 1): 141 TH/s at 3031 W. */
export const EXAMPLE_MACHINE = { hashrateTh: 141, powerW: 3031 } as const;

/**
 * What a container full of whole machines earns at the detail page's default settings
 * (BTC 120,000 USD, 0.00000052 BTC per T a day, 6.5 US cents per kWh), by the shared math.
 */
export function ContainerProfitExample({ container }: { container: ProductOf<'container'> }) {
  const intl = useIntl();
  const localized = useLocalized();
  const machines = machinesFitting(container.specs, EXAMPLE_MACHINE.powerW);
  const prediction = profitPrediction(
    {
      hashrateTh: EXAMPLE_MACHINE.hashrateTh * machines,
      powerW: EXAMPLE_MACHINE.powerW * machines,
      price: 0,
      currency: 'USD',
    },
    DEFAULT_PROFIT_SETTINGS,
  );
  const settings = DEFAULT_PROFIT_SETTINGS;
  return (
    <section className="shop-panel" aria-labelledby="container-profit-title">
      <h2 id="container-profit-title" className="shop-section-title">
        <FormattedMessage id="shop.container.example.title" />
      </h2>
      <p className="shop-text">
        <FormattedMessage
          id="shop.container.example.assumptions"
          values={{
            model: localized(container.name),
            machines,
            hashrate: EXAMPLE_MACHINE.hashrateTh,
            power: EXAMPLE_MACHINE.powerW,
            ...assumptionValues(settings, intl),
          }}
        />
      </p>
      <ProfitRowsTable rows={prediction.rows} labelledBy="container-profit-title" />
      <p className="shop-text">
        <FormattedMessage id="shop.profit.disclaimer" />
      </p>
    </section>
  );
}
