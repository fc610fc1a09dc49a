/**
 * Test helper for browser journeys: the texts a visitor sees, by message id, in one locale. It
 * reads the shared catalog and every front end's own from their source files when a journey
 * runs, so that a journey crossing remotes (a purchase that starts on a cloud power page and
 * ends in orders) imports nothing from another package. Never part of a page's bundle.
 */
import { readFileSync } from 'node:fs';
import { createIntl } from '@formatjs/intl';
import { LOCALE_TAGS, type Locale } from '../i18n/locale';

type Catalog = Record<string, string>;

const repo = new URL('../../../', import.meta.url);
/** Where the catalogs live, relative to the repository. */
const CATALOG_FOLDERS = [
  'shared/src/i18n/messages',
  'shared/src/orders/i18n',
  ...['shell', 'mf-shop', 'mf-cloudpower', 'mf-orders', 'mf-content', 'mf-admin'].map(
    (frontEnd) => `${frontEnd}/src/i18n`,
  ),
];

const catalogs = new Map<Locale, Catalog>();

/** Every message of the site in `locale`, as the site merges them. */
export function siteCatalog(locale: Locale): Catalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = {};
    for (const folder of CATALOG_FOLDERS) {
      const file = new URL(`${folder}/${locale}.json`, repo);
      Object.assign(catalog, JSON.parse(readFileSync(file, 'utf8')) as Catalog);
    }
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/**
 * Formats message ids in `locale` as the site does; an id no catalog has is an error. Its
 * `intl` formats numbers and dates as the site does.
 */
export function siteMessages(locale: Locale) {
  const catalog = siteCatalog(locale);
  const intl = createIntl({ locale: LOCALE_TAGS[locale], messages: catalog });
  const t = (id: string, values?: Record<string, string | number>): string => {
    if (!(id in catalog)) throw new Error(`no message ${id} in ${locale}`);
    return intl.formatMessage({ id }, values);
  };
  return Object.assign(t, { intl });
}
