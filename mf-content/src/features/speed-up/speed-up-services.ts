/** The speed-up programme's four services, each shown in its own popup. */
export interface SpeedUpService {
  id: 'procurement' | 'operations' | 'energy' | 'monetisation';
  titleId: string;
  summaryId: string;
  pointIds: readonly string[];
}

const service = (id: SpeedUpService['id'], points: number): SpeedUpService => ({
  id,
  titleId: `content.speedUp.${id}.title`,
  summaryId: `content.speedUp.${id}.summary`,
  pointIds: Array.from({ length: points }, (_, i) => `content.speedUp.${id}.point${i + 1}`),
});

export const SPEED_UP_SERVICES: readonly SpeedUpService[] = [
  service('procurement', 4),
  service('operations', 4),
  service('energy', 4),
  service('monetisation', 4),
];
