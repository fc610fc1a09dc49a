import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commonCatalogChunkName } from '@minesite/shared/catalog-chunks';
import { CONFIG_FILE, parseNavTabs } from '@minesite/shared/config';
import { DEFAULT_LOCALE, LOCALES, LOCALE_LABELS, type Locale } from '@minesite/shared/locales';
import { frontendConfig, scriptConfig } from '../rspack.federation';
import { BOOT_DATA_ID, HOME_SWIPE_CHUNK, type BootData } from './src/first-paint/first-paint-ids';
import {
  FIRST_PAINT_CSS,
  firstPaintMarkup,
  firstPaintTexts,
  type Messages,
} from './src/first-paint/first-paint-markup';

const dir = path.dirname(fileURLToPath(import.meta.url));
const json = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
/**
 * The tabs of the site config this build ships, drawn in its HTML (a deployment's own config
 * with other tabs is redrawn by the boot script before the app's first render).
 */
const navTabs = parseNavTabs(json(`public/${CONFIG_FILE}`).navTabs);
/** The first paint's texts in every locale (the common catalog, the shell's over it). */
const texts = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    firstPaintTexts(
      {
        ...(json(`../shared/src/i18n/messages/${locale}.json`) as Messages),
        ...(json(`src/i18n/${locale}.json`) as Messages),
      },
      navTabs,
      locale,
    ),
  ]),
) as Record<Locale, Messages>;

export default frontendConfig({
  name: 'shell',
  dir,
  title: 'HashPeak',
  firstPaint: {
    body: firstPaintMarkup(texts[DEFAULT_LOCALE], LOCALE_LABELS[DEFAULT_LOCALE], navTabs),
    cssFiles: FIRST_PAINT_CSS.map((file) => path.join(dir, 'src', file)),
    bootScript: scriptConfig(dir, './src/boot/boot.ts'),
    bootData: ({ chunks, shared }): BootData => ({ texts, navTabs, chunks, shared }),
    bootDataId: BOOT_DATA_ID,
    // The shell's chunks a first visit needs soon after the entry: the visitor's catalog (the
    // shell's and the common one, in one chunk) and, on a home path, the swipe.
    bootChunks: [HOME_SWIPE_CHUNK, ...LOCALES.map(commonCatalogChunkName)],
    startupChunks: ['startup', 'bootstrap'],
  },
});
