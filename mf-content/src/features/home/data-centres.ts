/**
 * The operator's data centres (spec section 3 "Data centre"). Content the operator may change:
 * the figures are data, the names and descriptions message ids.
 */
export const POWER_TYPES = ['hydro', 'naturalGas', 'wind'] as const;
export type PowerType = (typeof POWER_TYPES)[number];
export const COOLING_KINDS = ['air', 'immersion', 'water'] as const;
export type CoolingKind = (typeof COOLING_KINDS)[number];

export const POWER_TYPE_LABELS: Record<PowerType, string> = {
  hydro: 'content.home.power.hydro',
  naturalGas: 'content.home.power.naturalGas',
  wind: 'content.home.power.wind',
};
export const COOLING_LABELS: Record<CoolingKind, string> = {
  air: 'content.home.cooling.air',
  immersion: 'content.home.cooling.immersion',
  water: 'content.home.cooling.water',
};

export interface DataCentre {
  id: string;
  nameId: string;
  descriptionId: string;
  powerType: PowerType;
  cooling: CoolingKind;
  /** Average hashrate over the last 24 hours, PH/s. */
  averageComputePh: number;
  /** Hashrate of the machines with power, PH/s. */
  energizedComputePh: number;
  operationalMiners: number;
}

export const DATA_CENTRES: readonly DataCentre[] = [
  {
    id: 'irkutsk',
    nameId: 'content.home.dc.irkutsk.name',
    descriptionId: 'content.home.dc.irkutsk.description',
    powerType: 'hydro',
    cooling: 'air',
    averageComputePh: 1180,
    energizedComputePh: 1250,
    operationalMiners: 6200,
  },
  {
    id: 'alberta',
    nameId: 'content.home.dc.alberta.name',
    descriptionId: 'content.home.dc.alberta.description',
    powerType: 'naturalGas',
    cooling: 'immersion',
    averageComputePh: 820,
    energizedComputePh: 860,
    operationalMiners: 4100,
  },
  {
    id: 'texas',
    nameId: 'content.home.dc.texas.name',
    descriptionId: 'content.home.dc.texas.description',
    powerType: 'wind',
    cooling: 'water',
    averageComputePh: 950,
    energizedComputePh: 1020,
    operationalMiners: 4650,
  },
];

export interface OperationsStats {
  dataCentres: number;
  averageComputePh: number;
  energizedComputePh: number;
  operationalMiners: number;
}

/** The operations figures of the home view: the sums over every data centre. */
export function operationsStats(centres: readonly DataCentre[]): OperationsStats {
  return centres.reduce<OperationsStats>(
    (stats, centre) => ({
      dataCentres: stats.dataCentres + 1,
      averageComputePh: stats.averageComputePh + centre.averageComputePh,
      energizedComputePh: stats.energizedComputePh + centre.energizedComputePh,
      operationalMiners: stats.operationalMiners + centre.operationalMiners,
    }),
    { dataCentres: 0, averageComputePh: 0, energizedComputePh: 0, operationalMiners: 0 },
  );
}
