/**
 * A remote's own catalog in every locale, read from its source (`<dir>/src/i18n/<locale>.json`):
 * what its page titles and menu labels are published from. Node only: the build's
 * PageRegistryPlugin, the remote's pages snapshot and the site's route check read it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../i18n/locales';

export function catalogFile(dir: string, locale: Locale): string {
  return path.join(dir, 'src/i18n', `${locale}.json`);
}

export function readRemoteCatalogs(dir: string): Record<Locale, Record<string, string>> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(catalogFile(dir, locale), 'utf8')) as Record<string, string>,
    ]),
  ) as Record<Locale, Record<string, string>>;
}
