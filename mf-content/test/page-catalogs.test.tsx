/**
 * Every page loads only its part of the catalog (src/i18n/catalog-parts.json): each message id
 * its modules name is in that part, and rendered as the shell renders it, it misses no text.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposesOf } from '@minesite/shared/federation';
import { renderWithProviders } from '@minesite/shared/testing/render';
import { partOf } from '../../tooling/web/catalog-part-loader.mjs';
import { registry } from '../src/pages';

afterEach(cleanup);

const root = path.resolve(import.meta.dirname, '..');
const catalogFile = path.join(root, 'src/i18n/zh.json');
const parts = JSON.parse(
  readFileSync(path.join(root, 'src/i18n/catalog-parts.json'), 'utf8'),
) as Record<string, string[]>;

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The page's module and every module of this remote it imports, directly or not. */
function modulesOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    const found = resolveImport(file, spec!);
    if (found) modulesOf(found, seen);
  }
  return seen;
}

/** The part the page's module loads (`../i18n/<part>-catalogs`). */
function partOfPage(file: string): string {
  const part = /'\.\.\/i18n\/([a-z]+)-catalogs'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!part) throw new Error(`${file} loads no part of the catalog`);
  return part;
}

const pages = Object.entries(exposesOf(registry)).map(([name, file]) => ({
  name,
  file: path.resolve(root, file),
}));

describe.each(pages)('$name', ({ file }) => {
  it('finds every message id its modules name in its part', () => {
    const part = partOfPage(file);
    const kept = parts[part]!;
    const ids = new Set(Object.keys(partOf(catalogFile, part)));
    const named = [...modulesOf(file)].flatMap((module) => [
      ...readFileSync(module, 'utf8').matchAll(/['"`](content\.[\w.]*?)(\$\{|['"`])/g),
    ]);
    expect(named.length).toBeGreaterThan(0);
    for (const [, id, end] of named) {
      // A whole id must be in the part; an id built at run time must start with a kept prefix
      // (`content.${article}` has none to check here: the render below covers the articles).
      if (end !== '${') expect(ids.has(id!), `${id} in part ${part}`).toBe(true);
      else if (id !== 'content.')
        expect(
          kept.some((prefix) => id!.startsWith(`${prefix}.`)),
          `${id}… in part ${part}`,
        ).toBe(true);
    }
  });

  it.each(['zh', 'ru'] as const)('renders in %s with no message missing', async (locale) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { default: Page } = (await import(/* @vite-ignore */ file)) as {
        default: () => React.JSX.Element;
      };
      renderWithProviders(<Page />, { preloadedState: { locale: { current: locale } } });
      await screen.findByRole('heading', { level: 1 });
      const missing = errors.mock.calls.filter((call) => String(call[0]).includes('MISSING'));
      expect(missing.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
