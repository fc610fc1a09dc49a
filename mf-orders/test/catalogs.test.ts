import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@minesite/shared/locale';
import sharedZh from '../../shared/src/i18n/messages/zh.json';

const root = path.resolve(import.meta.dirname, '..');
const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'src/i18n', `${locale}.json`), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('mf-orders message catalogs', () => {
  const zh = catalog('zh');

  it('hold the same ids in every locale, each a valid ICU message', () => {
    for (const locale of LOCALES) {
      const messages = catalog(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(zh).sort());
      for (const [id, text] of Object.entries(messages)) {
        expect(() => parse(text), `${locale} ${id}`).not.toThrow();
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
      }
    }
  });

  it('have every id the code uses', () => {
    const known = new Set([...Object.keys(zh), ...Object.keys(sharedZh)]);
    const used = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"]((?:orders|common|route)\.[\w.]+)['"]/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((id) => !known.has(id))).toEqual([]);
  });
});
