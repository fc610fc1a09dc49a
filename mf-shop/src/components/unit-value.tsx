import { FormattedMessage } from 'react-intl';
import { efficiencyIn, hashrateIn, hashrateUnit } from '../lib/hashrate-unit';

/** Units the catalog measures in; the number is formatted per locale. */
export type Unit = 'power' | 'weight' | 'noise' | 'months';

export function UnitValue({ value, unit }: { value: number; unit: Unit }) {
  return <FormattedMessage id={`shop.unit.${unit}`} values={{ value }} />;
}

/** A hashrate stored in TH/s, shown in TH/s, GH/s or MH/s as its size calls for. */
export function Hashrate({ th }: { th: number }) {
  const unit = hashrateUnit(th);
  return (
    <FormattedMessage id={`shop.unit.hashrate.${unit}`} values={{ value: hashrateIn(th, unit) }} />
  );
}

/** Joules per hashrate unit, in the unit the miner's hashrate is shown in. */
export function Efficiency({ jPerTh, th }: { jPerTh: number; th: number }) {
  const unit = hashrateUnit(th);
  return (
    <FormattedMessage
      id={`shop.unit.efficiency.${unit}`}
      values={{ value: efficiencyIn(jPerTh, unit) }}
    />
  );
}
