// Leads and power consultations nobody processed are not kept for ever: those still `new` after
// LEAD_RETENTION_DAYS are deleted by a periodic sweep (FerretDB v1 has no TTL indexes), and the
// count is logged at info for the operator. Processed ones stay until the operator deletes them.
import { every, type BackgroundTask, type ModuleDeps } from './api-module.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Rows created before this are past their retention. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Runs `deleteStale` hourly (and at start), logging what it deleted as `what`. */
export function leadRetentionSweep(
  deps: ModuleDeps,
  what: 'contacts' | 'power consultations',
  deleteStale: (retentionDays: number) => Promise<number>,
): BackgroundTask {
  const retentionDays = deps.config.leadRetentionDays;
  return every(
    RETENTION_SWEEP_INTERVAL_MS,
    async () => {
      const deleted = await deleteStale(retentionDays);
      if (deleted > 0) {
        deps.logger.info(
          { deleted, retentionDays },
          `unprocessed ${what} older than the retention deleted`,
        );
      }
    },
    deps,
    `${what} retention`,
  );
}
