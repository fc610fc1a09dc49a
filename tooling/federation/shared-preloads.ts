/**
 * What the shell's boot script needs to preload, beside a remote page's own code, the shared
 * modules that page takes from the shell (its antd-mobile components). Without it they are asked
 * for only once the remote's entry has run: one more round trip before the page shows.
 * - `ExposedSharesPlugin` (remotes): each exposed page's entry in mf-manifest.json gets
 *   `shared`, the share keys its first chunks consume.
 * - `providedFiles` (the shell): share key → the files its provider loads.
 */
import { rspack, type Compilation, type Compiler, type RspackPluginInstance } from '@rspack/core';
import type { RemoteManifest } from '../../shared/src/federation/remote-manifest';

const MANIFEST = 'mf-manifest.json';
/**
 * The share key in a shared module's identifier (rspack names them so):
 * `consume shared module (default) antd-mobile/components/button@^5.43.0 (singleton)`,
 * `provide shared module (default) @minesite/shared/intl@0.1.0 = /…/intl-scope.tsx`.
 */
export function shareKeyOf(identifier: string, kind: 'consume' | 'provide'): string | undefined {
  const pattern =
    kind === 'consume'
      ? /^consume shared module \([^)]*\) (.+)@[^@\s]+/
      : /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;
  return pattern.exec(identifier)?.[1];
}

export class ExposedSharesPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ExposedSharesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ExposedSharesPlugin',
          // After the manifest is written, before its compressed copies are (REPORT).
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as RemoteManifest;
          for (const expose of manifest.exposes ?? []) {
            const chunk = compilation.namedChunks.get(`__federation_expose_${expose.name}`);
            expose.shared = chunk ? consumedBy(compilation, chunk) : [];
          }
          compilation.updateAsset(MANIFEST, new rspack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

type Chunk = Compilation['chunks'] extends ReadonlySet<infer C> ? C : never;

/** The share keys the modules of `chunks` consume. */
function consumedIn(compilation: Compilation, chunks: Iterable<Chunk>): Set<string> {
  const keys = new Set<string>();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = shareKeyOf(module.identifier(), 'consume');
      if (key) keys.add(key);
    }
  }
  return keys;
}

/** The share keys the chunks loaded with `chunk` (its chunk groups) consume. */
function consumedBy(compilation: Compilation, chunk: Chunk): string[] {
  const loadedWith = [...chunk.groupsIterable].flatMap((group) => group.chunks);
  return [...consumedIn(compilation, loadedWith)].sort();
}

/**
 * Share key → the files (under `publicPath`) the shell's provider of that module loads, for
 * the modules not already in `preloaded` files (the startup chunks the HTML preloads). A shared
 * module that consumes other shared modules (antd's SearchBar takes Input and ConfigProvider)
 * brings their files too: otherwise they are asked for only once its own chunk has run.
 */
export function providedFiles(
  compilation: Compilation,
  publicPath: string,
  preloaded: ReadonlySet<string>,
): Record<string, string[]> {
  const own = new Map<string, { files: string[]; consumes: Set<string> }>();
  for (const module of compilation.modules) {
    const key = shareKeyOf(module.identifier(), 'provide');
    if (!key) continue;
    const chunks = module.blocks.flatMap((block) => {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      return group ? group.chunks : [];
    });
    const consumes = consumedIn(compilation, chunks);
    consumes.delete(key);
    own.set(key, { files: chunks.flatMap((chunk) => [...chunk.files]), consumes });
  }
  const shared: Record<string, string[]> = {};
  for (const key of own.keys()) {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (current: string) => {
      const entry = own.get(current);
      if (!entry || seen.has(current)) return;
      seen.add(current);
      entry.files.forEach((file) => files.add(file));
      entry.consumes.forEach(visit);
    };
    visit(key);
    const needed = [...files].filter((file) => !preloaded.has(file) && !file.endsWith('.map'));
    if (needed.length > 0) shared[key] = needed.map((file) => `${publicPath}${file}`);
  }
  return shared;
}
