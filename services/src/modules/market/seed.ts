// The snapshot shipped with the service, stored at first start so that the market page is
// never empty, even on a machine that has never reached the provider.
import { marketReplySchema } from '@minesite/shared/contract';
import seedFile from './seed-snapshot.json' with { type: 'json' };
import type { SnapshotFigures } from './repository.js';

const seedSchema = marketReplySchema.omit({ stale: true, rates: true });

export function shippedSnapshot(): SnapshotFigures {
  const seed = seedSchema.parse(seedFile);
  return { ...seed, fetchedAt: new Date(seed.fetchedAt) };
}
