/**
 * Every catalog loader names its chunk by the one rule the shell's boot script finds them by
 * (shared/src/i18n/catalog-chunks.ts): a bundler reads only literals in a `webpackChunkName`
 * comment, so the rule cannot be called there; this holds each literal to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogChunkName, commonCatalogChunkName } from '../../shared/src/i18n/catalog-chunks';
import { isLocale } from '../../shared/src/i18n/locales';

const repo = path.resolve(import.meta.dirname, '../..');
const LOADER =
  /import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/\s*'\.\/(messages\/)?([a-z]+)\.json(?:\?part=([a-z]+))?'\s*\)/g;

function loaderFiles(): string[] {
  return ['shell', 'shared', ...readdirSync(repo).filter((dir) => dir.startsWith('mf-'))].flatMap(
    (pkg) => {
      const dir = path.join(repo, pkg, 'src');
      return readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
        .map((file) => path.join(dir, file));
    },
  );
}

describe('the catalogs’ chunk names', () => {
  const loaders = loaderFiles().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(LOADER)].map(([, name, common, locale, part]) => ({
      file: path.relative(repo, file),
      name: name!,
      common: Boolean(common) || file.includes(`${path.sep}shell${path.sep}`),
      locale: locale!,
      part,
    })),
  );

  it('are found in every package that loads a catalog', () => {
    const packages = new Set(loaders.map(({ file }) => file.split(path.sep)[0]));
    expect([...packages].sort()).toEqual(
      ['shared', 'shell', ...readdirSync(repo).filter((dir) => dir.startsWith('mf-'))].sort(),
    );
  });

  it('follow the rule the boot script finds them by', () => {
    for (const { file, name, common, locale, part } of loaders) {
      if (!isLocale(locale)) throw new Error(`${file}: ${locale} is no locale`);
      const expected = common ? commonCatalogChunkName(locale) : catalogChunkName(locale, part);
      expect(name, file).toBe(expected);
    }
  });
});
