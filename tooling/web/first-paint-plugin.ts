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

export interface FirstPaintOptions {
  /** Markup placed right after `<div id="root"></div>`. */
  body: string;
  /** CSS files inlined in a `<style>` (absolute paths). */
  cssFiles: string[];
  /** The boot script's source (plain ES2020). */
  bootScript: string;
  /** The chunks the entry loads first (`webpackChunkName`s, split chunks), preloaded. */
  startupChunks?: string[];
}

export class FirstPaintPlugin implements RspackPluginInstance {
  constructor(private readonly options: FirstPaintOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const { body, cssFiles, bootScript, startupChunks = [] } = this.options;
    const hash = createHash('sha256').update(bootScript).digest('hex').slice(0, 8);
    const bootFile = `first-paint.${hash}.js`;

    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FirstPaintPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(bootFile, new RawSource(bootScript), { immutable: true });
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'FirstPaintPlugin',
        async (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const css = cssFiles
            .map((file) => readFileSync(file, 'utf8'))
            .join('\n')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s*\n\s*/g, '')
            .replace(/\s*([{}:;,])\s*/g, '$1');
          const preloads: string[] = [];
          const files = startupChunks.flatMap((name) => [
            ...(compilation.namedChunks.get(name)?.files ?? []),
          ]);
          for (const file of files) {
            if (file.endsWith('.js')) {
              preloads.push(`<link rel="preload" as="script" href="${publicPath}${file}">`);
            } else if (file.endsWith('.css')) {
              preloads.push(`<link rel="preload" as="style" href="${publicPath}${file}">`);
            }
          }
          const head =
            `<script src="${publicPath}${bootFile}" async></script>` +
            preloads.join('') +
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
