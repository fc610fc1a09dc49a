/**
 * Hashrate in the unit its algorithm is quoted in. The catalog stores every hashrate in TH/s
 * (one scale for the filters); a Scrypt miner's 0.016 TH/s reads as 16 GH/s, an Ethash miner's
 * 0.00368 TH/s as 3.68 GH/s, a small one's 0.000205 TH/s as 205 MH/s.
 */
export type HashrateUnit = 'TH' | 'GH' | 'MH';

const SCALE: Record<HashrateUnit, number> = { TH: 1, GH: 1e3, MH: 1e6 };

export function hashrateUnit(hashrateTh: number): HashrateUnit {
  if (hashrateTh >= 1) return 'TH';
  if (hashrateTh >= 0.001) return 'GH';
  return 'MH';
}

/** The hashrate in `unit`, to at most 2 decimals. */
export function hashrateIn(hashrateTh: number, unit: HashrateUnit): number {
  return Number((hashrateTh * SCALE[unit]).toFixed(2));
}

/** Joules per unit of hashrate in `unit` (J/TH, J/GH, J/MH), to at most 2 decimals. */
export function efficiencyIn(efficiencyJPerTh: number, unit: HashrateUnit): number {
  return Number((efficiencyJPerTh / SCALE[unit]).toFixed(2));
}
