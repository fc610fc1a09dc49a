/**
 * Writes a remote's page registry (its `src/pages.ts`) as `pages.json` beside its
 * `mf-manifest.json`, with each page's title in every locale from the remote's catalog (the
 * shared one underneath, as its pages see them). The shell builds its routes from these files at
 * run time (shared/src/federation/published-pages.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { PAGES_FILE, publishPages } from '../../shared/src/federation/published-pages';
import type { RemoteRegistry } from '../../shared/src/federation/page-registry';
import { LOCALES, type Locale } from '../../shared/src/i18n/locales';

const root = path.resolve(import.meta.dirname, '../..');

export class PageRegistryPlugin implements RspackPluginInstance {
  /** `dir`: the remote's folder (its catalogs are `src/i18n/<locale>.json`). */
  constructor(
    private readonly registry: RemoteRegistry,
    private readonly dir: string,
  ) {}

  apply(compiler: Compiler): void {
    const catalogFiles = (locale: Locale) => [
      path.join(root, 'shared/src/i18n/messages', `${locale}.json`),
      path.join(this.dir, 'src/i18n', `${locale}.json`),
    ];
    compiler.hooks.thisCompilation.tap('PageRegistryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageRegistryPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const messages = Object.fromEntries(
            LOCALES.map((locale) => [
              locale,
              Object.assign(
                {},
                ...catalogFiles(locale).map((file) => {
                  compilation.fileDependencies.add(file);
                  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
                }),
              ) as Record<string, string>,
            ]),
          ) as Record<Locale, Record<string, string>>;
          const published = publishPages(this.registry, messages);
          compilation.emitAsset(
            PAGES_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(published)),
          );
        },
      );
    });
  }
}
