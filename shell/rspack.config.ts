import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, LOCALE_LABELS, type Locale } from '@minesite/shared/locale';
import { frontendConfig } from '../rspack.federation';
import {
  BOOT_CHUNKS,
  FIRST_PAINT_CSS,
  bootData,
  bootFirstPaint,
  firstPaintMarkup,
  type Messages,
} from './src/first-paint/first-paint-html';

const dir = path.dirname(fileURLToPath(import.meta.url));
const catalog = (file: string): Messages => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      ...catalog(`../shared/src/i18n/messages/${locale}.json`),
      ...catalog(`src/i18n/${locale}.json`),
    },
  ]),
) as Record<Locale, Messages>;
const boot = bootData(catalogs, DEFAULT_LOCALE);

export default frontendConfig({
  name: 'shell',
  dir,
  title: 'HashPeak',
  firstPaint: {
    body: firstPaintMarkup(boot.texts[DEFAULT_LOCALE]!, LOCALE_LABELS[DEFAULT_LOCALE]),
    cssFiles: FIRST_PAINT_CSS.map((file) => path.join(dir, 'src', file)),
    bootScript: ({ chunks, shared }) =>
      `(${bootFirstPaint.toString()})(${JSON.stringify({ ...boot, chunks, shared })});`,
    bootChunks: BOOT_CHUNKS,
    startupChunks: ['startup', 'bootstrap'],
  },
});
