/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset a production build
 * emits, so the site's servers send compressed files without compressing on each request
 * (the launcher's static server and tooling/web/Caddyfile both pick them by Accept-Encoding).
 * Files under 1 KB are left alone: compression saves almost nothing there. A file a deployment
 * replaces (site-config.json) never gets copies, whatever its size: a server would send the
 * build's stale copy instead of the deployment's file.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The file types worth compressing (text); images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
export const MIN_COMPRESS_BYTES = 1024;
/** Files each deployment writes its own of, over the build's. */
const DEPLOYMENT_FILES = new Set(['site-config.json']);

/** Whether the build writes compressed copies of the asset `name`. */
export const precompressed = (name: string): boolean =>
  COMPRESSIBLE.test(name) && !DEPLOYMENT_FILES.has(name);

export async function compressText(
  content: Buffer,
): Promise<{ br: Buffer; gz: Buffer } | undefined> {
  if (content.length < MIN_COMPRESS_BYTES) return undefined;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz: gzipped };
}

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          // After every other plugin has added or changed its assets (HTML, manifests).
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter((asset) => precompressed(asset.name))
            .map(async (asset) => {
              const raw = asset.source.buffer();
              const copies = await compressText(Buffer.from(raw));
              if (!copies) return;
              // Only when it pays: a copy at least a tenth smaller.
              if (copies.br.length < raw.length * 0.9) {
                compilation.emitAsset(`${asset.name}.br`, new RawSource(copies.br), {
                  ...asset.info,
                  compressed: true,
                  development: true,
                });
              }
              if (copies.gz.length < raw.length * 0.9) {
                compilation.emitAsset(`${asset.name}.gz`, new RawSource(copies.gz), {
                  ...asset.info,
                  compressed: true,
                  development: true,
                });
              }
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
