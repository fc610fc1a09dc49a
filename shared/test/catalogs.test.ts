/**
 * The message catalogs of every package: the same ids in all four locales, valid ICU syntax,
 * and no id used in code that neither the package's nor the shared catalog has.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ORDER_NOTICES } from '../src/domain/payment';
import { LOCALES } from '../src/i18n/locale';

const repo = path.resolve(import.meta.dirname, '../..');
const SHARED_CATALOG = 'shared/src/i18n/messages';
/** The shared order pieces' messages (shared/src/orders): in the remotes that merge them. */
const ORDER_CATALOG = 'shared/src/orders/i18n';
const PACKAGES = ['shell', 'mf-shop', 'mf-cloudpower', 'mf-orders', 'mf-content', 'mf-admin'];

/** Dotted names that are wire names, not message ids (the notices webhooks carry). */
const NOT_MESSAGE_IDS = new Set<string>(ORDER_NOTICES);

type Catalog = Record<string, string>;
const readCatalog = (dir: string, locale: string): Catalog =>
  JSON.parse(readFileSync(path.join(repo, dir, `${locale}.json`), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * Message ids written in code: every quoted dotted string whose first part is a namespace of
 * the catalogs the package may use (`'orders.detail.timedOut'`, `"route.shop"`, …).
 */
function idsUsedIn(pkg: string, known: Set<string>): Set<string> {
  const namespaces = new Set([...known].map((id) => id.split('.')[0]));
  const ids = new Set<string>();
  for (const file of sourceFiles(path.join(repo, pkg, 'src'))) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(
      /['"`]([a-z][a-zA-Z]*(?:\.[\w-]+)+)['"`]/g,
    )) {
      if (namespaces.has(id!.split('.')[0]) && !NOT_MESSAGE_IDS.has(id!)) ids.add(id!);
    }
  }
  return ids;
}

const catalogs = [SHARED_CATALOG, ORDER_CATALOG, ...PACKAGES.map((p) => `${p}/src/i18n`)];

/** Whether any of the package's catalog loaders takes in the order pieces' (`withOrderMessages`). */
const mergesOrderCatalog = (pkg: string) => {
  const dir = path.join(repo, pkg, 'src/i18n');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .some((file) => readFileSync(path.join(dir, file), 'utf8').includes('withOrderMessages'));
};

describe.each(catalogs)('catalog %s', (dir) => {
  const byLocale = Object.fromEntries(LOCALES.map((l) => [l, readCatalog(dir, l)]));

  it('has the same ids in every locale', () => {
    const zhIds = Object.keys(byLocale.zh!).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(byLocale[locale]!).sort(), locale).toEqual(zhIds);
    }
  });

  it('has valid ICU messages with no empty text', () => {
    for (const locale of LOCALES) {
      for (const [id, text] of Object.entries(byLocale[locale]!)) {
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        expect(() => parse(text), `${locale} ${id}`).not.toThrow();
      }
    }
  });
});

describe.each(PACKAGES)('message ids used in %s', (pkg) => {
  it('all exist in its own or the shared catalog', () => {
    const known = new Set([
      ...Object.keys(readCatalog(SHARED_CATALOG, 'zh')),
      ...(mergesOrderCatalog(pkg) ? Object.keys(readCatalog(ORDER_CATALOG, 'zh')) : []),
      ...Object.keys(readCatalog(`${pkg}/src/i18n`, 'zh')),
    ]);
    const used = idsUsedIn(pkg, known);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((id) => !known.has(id))).toEqual([]);
  });
});

it('shared ids used by the shared package exist', () => {
  const known = new Set([
    ...Object.keys(readCatalog(SHARED_CATALOG, 'zh')),
    ...Object.keys(readCatalog(ORDER_CATALOG, 'zh')),
  ]);
  expect([...idsUsedIn('shared', known)].filter((id) => !known.has(id))).toEqual([]);
});
