/**
 * Writes the shell's first paint into its index.html (see shell/src/first-paint/
 * first-paint-markup.ts): the frame's markup after `#root`, its CSS inline, and the boot script
 * (shell/src/boot), an entry of its own compiled here by rspack apart from the app's compilation
 * (Module Federation would add its runtime to every entry of the app's), emitted as a hashed
 * file loaded before the app's entry (a Content-Security-Policy without 'unsafe-inline' still
 * runs it), with what the build knows for it (texts, file names) as JSON in the HTML. Also
 * preloads the chunks the shell's entry starts with, so they are fetched beside the entry
 * instead of after it.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  rspack,
  type Compiler,
  type Configuration,
  type RspackPluginInstance,
  type Stats,
} from '@rspack/core';
import { providedFiles } from '../federation/shared-preloads';

export interface BootFiles {
  /** The files (as URLs) of the chunks `bootChunks` names. */
  chunks: Record<string, string[]>;
  /** The files (as URLs) of each shared module the shell provides, by share key. */
  shared: Record<string, string[]>;
}

export interface FirstPaintOptions {
  /** Markup placed right after `<div id="root"></div>`. */
  body: string;
  /** CSS files inlined in a `<style>` (absolute paths). */
  cssFiles: string[];
  /** The boot script's build: one entry, compiled on its own (its output folder is set here). */
  bootScript: Configuration;
  /** The JSON the boot script reads, given the build's files. */
  bootData: (files: BootFiles) => unknown;
  /** The id of the element that carries that JSON. */
  bootDataId: string;
  /** Named chunks the boot script may preload (`webpackChunkName`s). */
  bootChunks?: string[];
  /** The chunks the entry loads first (`webpackChunkName`s, split chunks), preloaded. */
  startupChunks?: string[];
}

interface CompiledScript {
  source: string;
  fileDependencies: string[];
}

/** Compiles the boot script with rspack into a folder of its own and reads it back. */
async function compileScript(config: Configuration): Promise<CompiledScript> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'minesite-boot-'));
  try {
    const compiler = rspack({ ...config, output: { ...config.output, path: outDir } });
    const stats = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    const failed = stats.hasErrors() && stats.toString({ all: false, errors: true });
    const files = stats.compilation.getAssets().map((asset) => asset.name);
    const fileDependencies = [...stats.compilation.fileDependencies];
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (failed) throw new Error(`the boot script did not build:\n${failed}`);
    const file = files.find((name) => name.endsWith('.js'));
    if (!file) throw new Error('the boot script built no file');
    return { source: readFileSync(path.join(outDir, file), 'utf8'), fileDependencies };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** JSON that cannot end the `<script>` element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export class FirstPaintPlugin implements RspackPluginInstance {
  constructor(private readonly options: FirstPaintOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const { body, cssFiles, bootScript, bootData, bootDataId } = this.options;
    const { bootChunks = [], startupChunks = [] } = this.options;
    let boot: CompiledScript | undefined;

    compiler.hooks.make.tapPromise('FirstPaintPlugin', async (compilation) => {
      boot = await compileScript(bootScript);
      for (const file of boot.fileDependencies) compilation.fileDependencies.add(file);
    });

    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      const publicPath = () => String(compilation.outputOptions.publicPath ?? '/');
      /** The files of the named chunks (as emitted, without the public path). */
      const filesOf = (names: string[]) =>
        names.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]);
      let bootFile = '';
      let data = '';
      compilation.hooks.processAssets.tap(
        {
          name: 'FirstPaintPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!boot) throw new Error('the boot script was not compiled');
          const hash = createHash('sha256').update(boot.source).digest('hex').slice(0, 8);
          bootFile = `boot.${hash}.js`;
          // Minified by its own build: the app's would drop the compile hint at its top.
          compilation.emitAsset(bootFile, new RawSource(boot.source), {
            immutable: true,
            minimized: true,
          });
          const chunks = Object.fromEntries(
            bootChunks.map((name) => [
              name,
              filesOf([name]).map((file) => `${publicPath()}${file}`),
            ]),
          );
          // Shared modules in the startup chunks come with them; the rest are preloadable.
          const shared = providedFiles(compilation, publicPath(), new Set(filesOf(startupChunks)));
          data = scriptJson(bootData({ chunks, shared }));
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'FirstPaintPlugin',
        async (html) => {
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
          html.html = html.html
            .replace('</title>', `</title>${head}`)
            .replace(
              '<div id="root"></div>',
              `<div id="root"></div>${body}` +
                `<script type="application/json" id="${bootDataId}">${data}</script>`,
            );
          return html;
        },
      );
    });
  }
}
