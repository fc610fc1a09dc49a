/**
 * Writes the shell's first paint into its index.html (see shell/src/first-paint/
 * first-paint-html.ts): the frame's markup after `#root`, its CSS inline, the boot script as a
 * hashed file of its own loaded first (a Content-Security-Policy without 'unsafe-inline'
 * still runs it), and preloads for the chunks the shell's entry starts with, so they are
 * fetched beside the entry instead of after it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { providedFiles } from '../federation/shared-preloads';

export interface FirstPaintOptions {
  /** Markup placed right after `<div id="root"></div>`. */
  body: string;
  /** CSS files inlined in a `<style>` (absolute paths). */
  cssFiles: string[];
  /**
   * The boot script's source (plain ES2020), given the files (as URLs) of the chunks
   * `bootChunks` names and of each shared module the shell provides (by share key), so it can
   * preload the ones the visitor's page needs.
   */
  bootScript: (files: {
    chunks: Record<string, string[]>;
    shared: Record<string, string[]>;
  }) => string;
  /** Named chunks the boot script may preload (`webpackChunkName`s). */
  bootChunks?: string[];
  /** The chunks the entry loads first (`webpackChunkName`s, split chunks), preloaded. */
  startupChunks?: string[];
}

export class FirstPaintPlugin implements RspackPluginInstance {
  constructor(private readonly options: FirstPaintOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const { body, cssFiles, bootScript, bootChunks = [], startupChunks = [] } = this.options;

    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      const publicPath = () => String(compilation.outputOptions.publicPath ?? '/');
      /** The files of the named chunks (as emitted, without the public path). */
      const filesOf = (names: string[]) =>
        names.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]);
      let bootFile = '';
      compilation.hooks.processAssets.tap(
        {
          name: 'FirstPaintPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const chunkFiles = Object.fromEntries(
            bootChunks.map((name) => [
              name,
              filesOf([name]).map((file) => `${publicPath()}${file}`),
            ]),
          );
          // Shared modules in the startup chunks come with them; the rest are preloadable.
          const startupFiles = new Set(filesOf(startupChunks));
          const shared = providedFiles(compilation, publicPath(), startupFiles);
          const source = bootScript({ chunks: chunkFiles, shared });
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
          bootFile = `first-paint.${hash}.js`;
          compilation.emitAsset(bootFile, new RawSource(source), { immutable: true });
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'FirstPaintPlugin',
        async (data) => {
          const css = cssFiles
            .map((file) => readFileSync(file, 'utf8'))
            .join('\n')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s*\n\s*/g, '')
            .replace(/\s*([{}:;,])\s*/g, '$1');
          const preloads: string[] = [];
          for (const file of filesOf(startupChunks)) {
            if (file.endsWith('.js')) {
              preloads.push(`<link rel="preload" as="script" href="${publicPath()}${file}">`);
            } else if (file.endsWith('.css')) {
              preloads.push(`<link rel="preload" as="style" href="${publicPath()}${file}">`);
            }
          }
          // `defer`, placed before the entry's own deferred script: it runs right after the
          // parse and before the entry (Chrome runs an `async` script late, after the entry).
          // The site config the boot script reads first is asked for with the HTML, not after
          // the boot script has come: one round trip less before the page's remote. The startup
          // chunks come first: the largest file a page waits for then takes the connection the
          // HTML opened (over HTTP/1.1 a new one costs a handshake), not the small boot script.
          const head =
            preloads.join('') +
            `<script src="${publicPath()}${bootFile}" defer></script>` +
            '<link rel="preload" as="fetch" href="/site-config.json" crossorigin>' +
            `<style>${css}</style>`;
          data.html = data.html
            .replace('</title>', `</title>${head}`)
            .replace('<div id="root"></div>', `<div id="root"></div>${body}`);
          return data;
        },
      );
    });
  }
}
