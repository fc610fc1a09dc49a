/** A container with the options the visitor ticked: what it costs in all. */
import type { ProductOf } from '@minesite/shared/contract';

type Container = ProductOf<'container'>;

export function optionsTotal(container: Container, chosen: ReadonlySet<string>): number {
  return container.specs.options
    .filter((option) => chosen.has(option.id))
    .reduce((sum, option) => sum + option.price, container.price);
}

/** The full container a profit example fills: as many machines as slots and power allow. */
export function machinesFitting(
  container: Pick<Container['specs'], 'minerSlots' | 'maxPowerKw'>,
  machinePowerW: number,
): number {
  return Math.min(container.minerSlots, Math.floor((container.maxPowerKw * 1000) / machinePowerW));
}
