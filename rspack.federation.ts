/**
 * The one rspack + Module Federation setup of every front-end package. Each package's
 * rspack.config.ts calls `frontendConfig` with its name and, for a remote, its page registry
 * (its exposes and the `pages.json` the shell reads its routes from derive from it).
 *
 * What a phone downloads on a first visit is decided here (budgets in docs/performance.md,
 * measured by `npm run bench`):
 * - The shell provides every shared module; a remote's own copies are only its fallbacks.
 *   The libraries every page runs (React, the router, the store, react-intl, the shared
 *   package's state modules) arrive in one `startup` chunk the HTML preloads beside the
 *   entry, instead of a waterfall of small requests (tooling/federation/shell-chunks.ts).
 * - Message catalogs are parsed at build time; react-intl ships without its parser.
 * - antd-mobile is shared per component (tooling/federation/shared-singletons.ts): a page
 *   downloads the components it renders, not the kit.
 * - react-router-dom is shared through a facade that names the exports in use, so the shared
 *   copy is tree-shaken (a shared module otherwise ships whole).
 * - The Module Federation runtime ships once, in the shell; remotes use it (`externalRuntime`).
 * - Production builds write brotli and gzip copies of every text asset and keep source maps
 *   out of the served folder (`<package>/sourcemaps/`).
 */
import path from 'node:path';
import { realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SITE_PORTS } from './shared/src/config/site-ports';
import { catalogFilePattern } from './shared/src/i18n/catalog-chunks';
import { exposesOf, type RemoteRegistry } from './shared/src/federation/page-registry';
import { PageRegistryPlugin } from './tooling/federation/page-registry-plugin';
import { PrecompressPlugin } from './tooling/web/precompress-plugin';
import { ExposedSharesPlugin } from './tooling/federation/shared-preloads';
import { sharedSingletons } from './tooling/federation/shared-singletons';
import { SHELL_CHUNK_GROUPS } from './tooling/federation/shell-chunks';
import { FirstPaintPlugin, type FirstPaintOptions } from './tooling/web/first-paint-plugin';

// The repository (also when this file is reached through a link, as the release journey does).
const root = realpathSync(import.meta.dirname);
const require = createRequire(import.meta.url);

/** Parts of the Module Federation runtime the shell lends to production remotes. */
const RUNTIME_GLOBALS = {
  '@module-federation/sdk': '_MINESITE_FEDERATION_SDK',
  '@module-federation/error-codes': '_MINESITE_FEDERATION_ERROR_CODES',
};

/**
 * Production builds of libraries whose package exports name only their development build
 * (React Router's warnings), and one module format for the Module Federation SDK and error
 * codes: the runtime requires their CommonJS builds, and the runtime-globals plugin's imports
 * would otherwise add the ES builds beside them.
 */
const PRODUCTION_ALIASES = {
  'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  '@module-federation/sdk$': require.resolve('@module-federation/sdk'),
  '@module-federation/error-codes$': require.resolve('@module-federation/error-codes'),
  // The one the plugin's entry imports (its index.cjs), which the shell then lends.
  '@module-federation/webpack-bundler-runtime$':
    require.resolve('@module-federation/webpack-bundler-runtime'),
  // The catalogs arrive parsed (MESSAGE_CATALOG below): react-intl needs no parser.
  '@formatjs/icu-messageformat-parser$': path.join(
    path.dirname(require.resolve('@formatjs/icu-messageformat-parser')),
    'no-parser.js',
  ),
};

/** The message catalogs (`i18n/zh.json`, `i18n/messages/zh.json`…), parsed at build time. */
const MESSAGE_CATALOG = /[\\/]i18n[\\/](?:messages[\\/])?[a-z]{2}\.json$/;

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has every
 * function compiled as it streams in, on a background thread. Without it V8 compiles a function
 * on the main thread when it is first called, and a chunk's modules are functions first called
 * as the chunk arrives: that compiling was most of a page's long tasks as it started
 * (bench/RESULTS.md 2026-11-30, evening). Every script gets it, the boot script too
 * (scriptConfig), but the message catalogs: data, not code. It is added after minification
 * (which drops comments) and before the source maps are written (which then count the line).
 */
function compileHint() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    exclude: catalogFilePattern(),
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** TypeScript and TSX through rspack's own SWC loader. */
function typescriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        // Phones of the last five years run ES2020 as written: no down-levelled async
        // functions and spreads in the bundles.
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
    type: 'javascript/auto' as const,
  };
}

/**
 * A plain script of its own, without Module Federation: the shell's boot script
 * (tooling/web/first-paint-plugin.ts compiles it, on its own, beside the shell's build).
 */
export function scriptConfig(dir: string, entry: string): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    context: dir,
    entry: { boot: entry },
    devtool: false,
    output: { filename: '[name].js', iife: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: { rules: [typescriptRule(production)] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: production ? [compileHint()] : [],
    performance: { hints: false },
  };
}

export interface FrontendOptions {
  /** Module Federation name: `shell` or `mf_*` (a JavaScript identifier). */
  name: keyof typeof SITE_PORTS;
  /** The package folder (its rspack.config.ts passes `import.meta.dirname`). */
  dir: string;
  /** A remote's page registry (its `src/pages.ts`): its exposes and its `pages.json`. */
  registry?: RemoteRegistry;
  title?: string;
  /** The shell's HTML frame, painted before any script runs. */
  firstPaint?: FirstPaintOptions;
}

export function frontendConfig({
  name,
  dir,
  registry,
  title,
  firstPaint,
}: FrontendOptions): Configuration {
  const exposes = registry && exposesOf(registry);
  const isShell = name === 'shell';
  const production = process.env.NODE_ENV !== 'development';
  // The previous build's source maps (they live outside dist/, which the build cleans itself).
  if (production) rmSync(path.join(dir, 'sourcemaps'), { recursive: true, force: true });
  const standalonePage = isShell || !production;
  const plugins: RspackPluginInstance[] = [
    new rspack.CopyRspackPlugin({
      patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }],
    }),
    new ModuleFederationPlugin({
      name,
      ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
      // Remote addresses are registered at run time from site-config.json (shell/src/federation).
      remotes: {},
      shared: sharedSingletons(isShell ? 'shell' : production ? 'remote' : 'standalone'),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // The shell (a pure host) hands its runtime to the remotes, which then leave theirs out.
      // Every build runs in browsers: `target: 'web'` drops the runtime's Node script loaders.
      experiments: {
        ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: production }),
        optimization: { target: 'web' },
      },
      ...(isShell
        ? { runtimePlugins: [path.join(root, 'tooling/federation/runtime-globals.ts')] }
        : {}),
    }),
  ];
  if (standalonePage) {
    plugins.unshift(
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'shared/index.html'),
        templateParameters: { title: title ?? name },
        // The page runs the package's own entry; a remote's remoteEntry.js is for other hosts.
        chunks: ['main'],
      }),
    );
  }
  if (firstPaint) plugins.push(new FirstPaintPlugin(firstPaint));
  if (production) plugins.push(compileHint());
  if (registry) plugins.push(new PageRegistryPlugin(registry, dir));
  // A production remote's manifest names the shared modules each page needs from the shell.
  if (production && !isShell) plugins.push(new ExposedSharesPlugin());
  if (production) plugins.push(new PrecompressPlugin());
  // A production remote makes its bundler runtime from the functions the shell lends.
  if (production && !isShell) {
    plugins.push(
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/,
        path.join(root, 'tooling/federation/lent-bundler-runtime.ts'),
      ),
    );
  }
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    context: dir,
    // A production remote is only its remoteEntry.js and chunks (it borrows the shell's
    // Module Federation runtime, so it has no page of its own); its standalone frame runs on
    // the development server.
    entry: isShell || !production ? { main: './src/index.ts' } : {},
    // Source maps for the team, never for visitors: written beside dist/ (`sourcemaps/`).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The shell serves deep links such as /admin/contact; remotes load from wherever they live.
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      sourceMapFilename: '../sourcemaps/[file].map',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      alias: production ? PRODUCTION_ALIASES : {},
    },
    module: {
      rules: [
        typescriptRule(production),
        { test: /\.css$/, type: 'css/auto' },
        // A picture a module imports (the error block's): a file of its own, named by its hash.
        {
          test: /\.svg$/,
          type: 'asset/resource',
          generator: { filename: production ? '[name].[contenthash:8][ext]' : '[name][ext]' },
        },
        {
          test: MESSAGE_CATALOG,
          loader: path.join(root, 'tooling/web/precompile-messages-loader.mjs'),
          type: 'json',
        },
        // `./zh.json?part=home`: a page's part of its remote's catalog (i18n/catalog-parts.json).
        {
          test: /\.json$/,
          resourceQuery: /part=/,
          loader: path.join(root, 'tooling/web/catalog-part-loader.mjs'),
          type: 'json',
        },
      ],
    },
    plugins,
    devServer: {
      port: Number(process.env.PORT ?? SITE_PORTS[name]),
      host: '0.0.0.0',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dir, 'public') },
    },
    // The rest of the runtime a production remote borrows from the shell (runtime-globals.ts).
    externals: !isShell && production ? RUNTIME_GLOBALS : undefined,
    // Lazy compilation's proxies break modules that Module Federation exposes.
    lazyCompilation: false,
    // A remote's pages keep the little code they share with its other pages in their own chunk
    // (rspack would split it out once its source passes 20 KB): one request fewer, and smaller,
    // on a first visit, which is what a phone pays for. Libraries still go to shared chunks.
    optimization: production
      ? {
          splitChunks: isShell
            ? { cacheGroups: SHELL_CHUNK_GROUPS }
            : { cacheGroups: { default: false } },
        }
      : undefined,
    performance: { hints: false },
  };
}
