/**
 * The operator's content as the first start seeds it (the service's seed file), for journeys
 * that check what the pages show before any edit. Read from disk: the journeys import no
 * service code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from './content-site';

type Localized = Record<Locale, string>;
type SeedItem = { id: string } & Record<string, unknown>;

const seed = JSON.parse(
  readFileSync(
    path.resolve(
      import.meta.dirname,
      '../../../services/src/modules/content/seed/content-seed.json',
    ),
    'utf8',
  ),
) as Record<string, SeedItem[]>;

/** A seeded item's four-language text, e.g. `seededText('rules', 'footer-noRefund', 'text')`. */
export function seededText(kind: string, id: string, field: string): Localized {
  const item = seed[kind]?.find((i) => i.id === id);
  if (!item) throw new Error(`no seeded ${kind} item ${id}`);
  return item[field] as Localized;
}
