/**
 * Writes a remote's page registry (its `src/pages.ts`) as `pages.json` beside its
 * `mf-manifest.json`, with each page's title and menu labels in every locale from the remote's
 * own catalog (the messages its pages show). The shell builds its routes, menus and home views
 * from these files at run time (shared/src/federation/published-pages.ts).
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { PAGES_FILE, publishPages } from '../../shared/src/federation/published-pages';
import type { RemoteRegistry } from '../../shared/src/federation/page-registry';
import { catalogFile, readRemoteCatalogs } from '../../shared/src/federation/remote-catalogs';
import { LOCALES } from '../../shared/src/i18n/locales';

export class PageRegistryPlugin implements RspackPluginInstance {
  /** `dir`: the remote's folder (its catalogs are `src/i18n/<locale>.json`). */
  constructor(
    private readonly registry: RemoteRegistry,
    private readonly dir: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageRegistryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageRegistryPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const locale of LOCALES) {
            compilation.fileDependencies.add(catalogFile(this.dir, locale));
          }
          const published = publishPages(this.registry, readRemoteCatalogs(this.dir));
          compilation.emitAsset(
            PAGES_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(published)),
          );
        },
      );
    });
  }
}
