/**
 * The operator's data centres (GET /api/content/data-centres) and
 * the home view's operations figures, their sums. The power and cooling labels are the site's.
 */
import type { CoolingKind, DataCentre, PowerType } from '@minesite/shared/domain';

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
