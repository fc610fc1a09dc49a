/**
 * The test every remote with catalog parts runs (`test/page-catalogs.test.tsx`): each page loads
 * only its part of the catalog (`src/i18n/catalog-parts.json`, `<part>-catalogs.ts`), every
 * message id its modules name is in that part, and rendered as the shell renders it, it misses
 * no text in Chinese or Russian.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { exposesOf } from '../federation/page-registry';
import { renderWithProviders } from './render-with-providers';

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/**
 * The part of the catalog a module loads itself (`…/i18n/<part>-catalogs`): a page, or a part
 * loaded later with its own texts (a form opened from the page).
 */
function ownPartOf(file: string): string | undefined {
  return /'(?:\.\.\/)+i18n\/([a-z-]+)-catalogs'/.exec(readFileSync(file, 'utf8'))?.[1];
}

/**
 * The page's module and every module of its remote it imports, directly or not (lazy imports
 * with a chunk-name comment too). With `scopes`,
 * a module that loads its own part of the catalog is not followed but added to `scopes`: its
 * modules are held to that part.
 */
export function modulesOf(
  file: string,
  seen = new Set<string>(),
  scopes?: Set<string>,
): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(
    /(?:from|import\()\s*(?:\/\*.*?\*\/\s*)?'(\.[^']+)'/g,
  )) {
    const found = resolveImport(file, spec!);
    if (found && scopes && ownPartOf(found)) scopes.add(found);
    else if (found) modulesOf(found, seen, scopes);
  }
  return seen;
}

/** The part the page's module loads (`../i18n/<part>-catalogs`). */
function partOfPage(file: string): string {
  const part = /'\.\.\/i18n\/([a-z-]+)-catalogs'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!part) throw new Error(`${file} loads no part of the catalog`);
  return part;
}

export function describePageCatalogs({
  root,
  registry,
  namespaces,
  partOf,
  pages: only,
  answer,
}: {
  /** The remote's folder. */
  root: string;
  registry: Parameters<typeof exposesOf>[0];
  /** The first segments of the remote's own message ids (`content`, `admin`). */
  namespaces: readonly string[];
  /** The part of a catalog file as its import gives it (tooling/web/catalog-part-loader.mjs). */
  partOf: (catalogFile: string, part: string) => Record<string, string>;
  /** The exposes to check, when not every page loads a part. */
  pages?: readonly string[];
  /**
   * The service's answer to every call, when the pages read lists: the test then waits for
   * every read to settle, so the texts of what it shows (an empty state) are checked too.
   */
  answer?: unknown;
}) {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const catalogFile = path.join(root, 'src/i18n/zh.json');
  const parts = JSON.parse(
    readFileSync(path.join(root, 'src/i18n/catalog-parts.json'), 'utf8'),
  ) as Record<string, string[]>;
  const named = new RegExp(
    String.raw`['"\`]((?:${namespaces.join('|')})\.[\w.]*?)(\$\{|['"\`])`,
    'g',
  );
  const pages = Object.entries(exposesOf(registry))
    .filter(([name]) => !only || only.includes(name))
    .map(([name, file]) => ({ name, file: path.resolve(root, file) }));

  describe.each(pages)('$name', ({ file }) => {
    it('finds every message id its modules name in its part', () => {
      const scopes = new Set<string>();
      expectIdsInPart(partOfPage(file), modulesOf(file, new Set(), scopes));
      for (const scope of scopes) expectIdsInPart(ownPartOf(scope)!, modulesOf(scope));
    });

    function expectIdsInPart(part: string, modules: Set<string>) {
      const kept = parts[part]!;
      expect(kept, `part ${part}`).toBeDefined();
      const ids = new Set(Object.keys(partOf(catalogFile, part)));
      const found = [...modules].flatMap((module) => [
        ...readFileSync(module, 'utf8').matchAll(named),
      ]);
      expect(found.length).toBeGreaterThan(0);
      for (const [, id, end] of found) {
        // A prefix that is no message (a storage key's) names nothing to check.
        if (id!.endsWith('.') && end !== '${') continue;
        // A whole id must be in the part; an id built at run time must start with a kept
        // prefix (`content.${article}` has none to check here: the render below covers it).
        if (end !== '${') expect(ids.has(id!), `${id} in part ${part}`).toBe(true);
        else if (!namespaces.some((namespace) => id === `${namespace}.`))
          expect(
            kept.some((prefix) => id!.startsWith(`${prefix}.`)),
            `${id}… in part ${part}`,
          ).toBe(true);
      }
    }

    it.each(['zh', 'ru'] as const)('renders in %s with no message missing', async (locale) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { default: Page } = (await import(/* @vite-ignore */ file)) as {
          default: ComponentType;
        };
        if (answer !== undefined) {
          setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
          const json = JSON.stringify(answer);
          const reply = () =>
            new Response(json, { headers: { 'content-type': 'application/json' } });
          vi.stubGlobal(
            'fetch',
            vi.fn(async () => reply()),
          );
        }
        const { store } = renderWithProviders(createElement(Page), {
          preloadedState: { locale: { current: locale } },
        });
        await screen.findByRole('heading', { level: 1 });
        if (answer !== undefined) {
          const reads = () => Object.values(store.getState().api?.queries ?? {});
          await waitFor(() => expect(reads().every((q) => q?.status === 'fulfilled')).toBe(true));
        }
        const missing = errors.mock.calls.filter((call) => String(call[0]).includes('MISSING'));
        expect(missing.map((call) => String(call[0]))).toEqual([]);
      } finally {
        errors.mockRestore();
      }
    });
  });
}
