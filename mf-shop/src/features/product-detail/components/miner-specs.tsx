import { FormattedMessage } from 'react-intl';
import type { ProductOf } from '@minesite/shared/contract';
import { Price } from '../../../components/price';
import { Efficiency, Hashrate, UnitValue } from '../../../components/unit-value';
import { SpecRows } from '../../../components/spec-rows';
import '../../../components/cards-and-panels.css';

/** The full specification of a miner. */
export function MinerSpecs({ miner }: { miner: ProductOf<'miner'> }) {
  const { specs } = miner;
  return (
    <section className="shop-panel" aria-labelledby="miner-specs-title">
      <h2 id="miner-specs-title" className="shop-section-title">
        <FormattedMessage id="shop.product.specs" />
      </h2>
      <SpecRows
        rows={[
          { labelId: 'shop.spec.algorithm', value: specs.algorithm },
          { labelId: 'shop.spec.coin', value: specs.coin },
          {
            labelId: 'shop.spec.hashrate',
            value: <Hashrate th={specs.hashrateTh} />,
          },
          { labelId: 'shop.spec.power', value: <UnitValue value={specs.powerW} unit="power" /> },
          {
            labelId: 'shop.spec.cooling',
            value: <FormattedMessage id={`shop.cooling.${specs.cooling}`} />,
          },
          { labelId: 'shop.spec.chip', value: specs.chip },
          { labelId: 'shop.spec.size', value: specs.size },
          {
            labelId: 'shop.spec.weight',
            value: <UnitValue value={specs.weightKg} unit="weight" />,
          },
          { labelId: 'shop.spec.noise', value: <UnitValue value={specs.noiseDb} unit="noise" /> },
          {
            labelId: 'shop.spec.efficiency',
            value: <Efficiency jPerTh={specs.efficiencyJPerTh} th={specs.hashrateTh} />,
          },
          {
            labelId: 'shop.spec.price',
            value: <Price value={miner.price} currency={miner.currency} />,
          },
          { labelId: 'shop.spec.code', value: specs.code },
          {
            labelId: 'shop.spec.warranty',
            value: <UnitValue value={specs.warrantyMonths} unit="months" />,
          },
        ]}
      />
    </section>
  );
}
