/**
 * The one rspack + Module Federation setup of every front-end package. Each package's
 * rspack.config.ts calls `frontendConfig` with its name, port and exposed pages.
 *
 * What a phone downloads on a first visit is decided here (budgets in README, measured by
 * `npm run bench`):
 * - The shell provides every shared module; a remote's own copies are only its fallbacks.
 *   The libraries every page runs (React, the router, the store, react-intl, the shared
 *   package's state modules) arrive in one `startup` chunk the HTML preloads beside the
 *   entry, instead of a waterfall of small requests (SHELL_CHUNK_GROUPS).
 * - Message catalogs are parsed at build time; react-intl ships without its parser.
 * - antd-mobile is shared per component (`antdComponentShares`): a page downloads the
 *   components it renders, not the kit.
 * - react-router-dom is shared through a facade that names the exports in use, so the shared
 *   copy is tree-shaken (a shared module otherwise ships whole).
 * - The Module Federation runtime ships once, in the shell; remotes use it (`externalRuntime`).
 * - Production builds write brotli and gzip copies of every text asset and keep source maps
 *   out of the served folder (`<package>/sourcemaps/`).
 */
import path from 'node:path';
import { readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SITE_PORTS } from './shared/src/config/site-ports';
import { PrecompressPlugin } from './tooling/web/precompress-plugin';
import { ExposedSharesPlugin } from './tooling/federation/shared-preloads';
import { FirstPaintPlugin, type FirstPaintOptions } from './tooling/web/first-paint-plugin';

// The repository (also when this file is reached through a link, as the release journey does).
const root = realpathSync(import.meta.dirname);
const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const rootPkg = readJson('package.json');
const sharedPkg = readJson('shared/package.json');
const uiPkg = readJson('shell/package.json');
const antdVersion: string = readJson('node_modules/antd-mobile/package.json').version;

const singleton = (version: string) => ({
  singleton: true,
  requiredVersion: `^${version.replace(/^[\^~]/, '')}`,
});

/**
 * Libraries shared through a facade that re-exports only what the site uses: the shared copy
 * is then tree-shaken. `tooling/federation/facades.test.ts` holds every import in the
 * repository against the facade.
 */
const SHARED_PACKAGE_SINGLETONS = ['api', 'config', 'locale', 'intl', 'store', 'storage'];

export const SHARED_FACADES: Record<string, string> = {
  'react-router-dom': path.join(root, 'tooling/federation/react-router-dom.ts'),
};

/**
 * The antd-mobile components named in `shared/src/ui` (the only door to antd-mobile), each a
 * shared module of its own keyed by its file: antd-mobile's own imports between components
 * (a Picker's Popup) resolve to the same shared module.
 */
export function antdComponentShares(): Record<string, object> {
  const uiDir = path.join(root, 'shared/src/ui');
  const modules = new Set<string>();
  for (const file of readdirSync(uiDir).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))) {
    const source = readFileSync(path.join(uiDir, file), 'utf8');
    for (const match of source.matchAll(/'antd-mobile\/es\/((?:components|utils)\/[a-z0-9-]+)'/g)) {
      modules.add(match[1]!);
    }
  }
  const shares: Record<string, object> = {};
  for (const module of [...modules].sort()) {
    const file = require.resolve(
      `antd-mobile/es/${module}${module.startsWith('utils/') ? '.js' : '/index.js'}`,
    );
    shares[file] = {
      ...singleton(antdVersion),
      shareKey: `antd-mobile/${module}`,
      version: antdVersion,
    };
  }
  return shares;
}

/**
 * Shared singletons, declared one by one with their version ranges (never spread all
 * dependencies).
 */
function sharedSingletons(role: 'shell' | 'remote' | 'standalone') {
  const deps: Record<string, string> = { ...uiPkg.dependencies, ...rootPkg.dependencies };
  const v = (name: string) => {
    const version = deps[name];
    if (!version) throw new Error(`no version of ${name} in shell/package.json`);
    return version;
  };
  const shared: Record<string, object> = {
    react: singleton(v('react')),
    'react/jsx-runtime': singleton(v('react')),
    'react-dom': singleton(v('react-dom')),
    'react-dom/client': singleton(v('react-dom')),
    'react-router-dom': singleton(v('react-router-dom')),
    'react-redux': singleton(v('react-redux')),
    'react-intl': singleton(v('react-intl')),
    // Redux Toolkit is not shared: only the shared package's singletons (the store, the API,
    // the locale slice) call it, so one tree-shaken copy inside them serves the whole site.
  };
  // The shared package's modules that hold state the whole site must see once: the API and
  // its cache, the run-time config, the locale, the message scope, the store, the browser
  // storage. Its stateless entries (domain, catalog, mining math, UI wrappers, the remote page
  // frame) are not shared: each bundle keeps the tree-shaken part it uses.
  for (const entry of SHARED_PACKAGE_SINGLETONS) {
    const file = (sharedPkg.exports as Record<string, string>)[`./${entry}`];
    if (!file) throw new Error(`no ./${entry} in shared/package.json`);
    // Keyed by file, so the package's own relative imports (the remote page frame's message
    // scope, say) reach the singleton too.
    shared[path.join(root, 'shared', file)] = {
      ...singleton(sharedPkg.version),
      shareKey: `${sharedPkg.name}/${entry}`,
      version: sharedPkg.version,
    };
  }
  for (const [name, facade] of Object.entries(SHARED_FACADES)) {
    shared[name] = { ...shared[name], import: facade, version: v(name).replace(/^[\^~]/, '') };
  }
  const all = { ...shared, ...antdComponentShares() };
  // A production remote runs only inside the shell, which provides every shared module: it
  // ships no copies of its own.
  if (role === 'remote') {
    for (const [name, config] of Object.entries(all)) all[name] = { ...config, import: false };
  }
  return all;
}

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
  // The catalogs arrive parsed (MESSAGE_CATALOG below): react-intl needs no parser.
  '@formatjs/icu-messageformat-parser$': path.join(
    path.dirname(require.resolve('@formatjs/icu-messageformat-parser')),
    'no-parser.js',
  ),
};

/** The message catalogs (`i18n/zh.json`, `i18n/messages/zh.json`…), parsed at build time. */
const MESSAGE_CATALOG = /[\\/]i18n[\\/](?:messages[\\/])?[a-z]{2}\.json$/;

/**
 * How the shell's shared modules are packed. They are provided from async chunks: rspack does
 * not tree-shake eager shared modules (React Router came out twice its size).
 * `startup` holds the libraries every page runs, in one chunk the HTML preloads beside the
 * entry (not a waterfall of small ones). RTK Query and the site's API (`api`) are not among
 * them: they come with the pages that call the service (about 14 KB the others never load).
 */
const STARTUP_SHARED_DIRS = [
  ...new Set(
    SHARED_PACKAGE_SINGLETONS.filter((entry) => entry !== 'api').map((entry) =>
      path.basename(path.dirname((sharedPkg.exports as Record<string, string>)[`./${entry}`]!)),
    ),
  ),
];
const SHELL_CHUNK_GROUPS = {
  startup: {
    test: new RegExp(
      [
        String.raw`[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query[\\/])`,
        String.raw`[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|immer|redux|reselect|redux-thunk|react-redux|use-sync-external-store|react-intl|@formatjs|intl-messageformat|@standard-schema)[\\/]`,
        // A one-line check antd-mobile's global styles (the shell's start) and many of its
        // components import: here it costs nothing, elsewhere a chunk of its own a page.
        String.raw`[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]utils[\\/]can-use-dom\.js$`,
        // The facades of shared libraries (SHARED_FACADES).
        ...Object.values(SHARED_FACADES).map(
          (file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        ),
        // The folders of the shared package's singletons (SHARED_PACKAGE_SINGLETONS).
        String.raw`[\\/]shared[\\/]src[\\/](?:${STARTUP_SHARED_DIRS.join('|')})[\\/][^\\/]+\.tsx?$`,
        // Two small modules the shell's frame and the API module both import: here once, not
        // copied into the frame's chunk and again into a chunk of their own beside the API's.
        String.raw`[\\/]shared[\\/]src[\\/](?:api[\\/]session-events|federation[\\/]page-registry)\.ts$`,
      ].join('|'),
    ),
    name: 'startup',
    chunks: 'async' as const,
    enforce: true,
  },
  // RTK Query and the site's API module that alone imports it: one file, not two.
  api: {
    test: /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|[\\/]shared[\\/]src[\\/]api[\\/](?:base-api|first-reads)\.ts$/,
    name: 'api',
    chunks: 'async' as const,
    enforce: true,
  },
  // The small helpers nearly every antd-mobile component imports, the Button (with its
  // DotLoading) every page with antd-mobile shows, the Input and ConfigProvider (with its
  // Chinese texts) that the shop, the packages, my orders and the calculator all take, and the
  // SearchBar of the shop, my orders and the market (0.8 KB on the pages without it, two
  // requests fewer on those with it): one chunk, instead of a copy of each helper inside each
  // component's chunk (classnames alone was in 19 of them) and a request each (six small files
  // a page, on a phone a round trip each). Nothing the shell's start imports is here
  // (can-use-dom is in `startup`): the home page needs none.
  antdBase: {
    test: /[\\/]node_modules[\\/](?:classnames[\\/]|tslib[\\/]|antd-mobile[\\/]es[\\/]utils[\\/](?:native-props|with-default-props|use-props-value|validate|bound)\.js$|ahooks[\\/]es[\\/](?:useMemoizedFn|useUpdate)[\\/]|antd-mobile[\\/]es[\\/]components[\\/](?:button|dot-loading|input|config-provider|search-bar)[\\/]|antd-mobile[\\/]es[\\/]locales[\\/]zh-CN\.js$|antd-mobile-icons[\\/]es[\\/](?:CloseCircleFill|SearchOutline)\.js$)/,
    name: 'antd-base',
    chunks: 'async' as const,
    enforce: true,
  },
};

export interface FrontendOptions {
  /** Module Federation name: `shell` or `mf_*` (a JavaScript identifier). */
  name: keyof typeof SITE_PORTS;
  /** The package folder (its rspack.config.ts passes `import.meta.dirname`). */
  dir: string;
  /** Exposed modules of a remote: `./ShopPage` → `./src/pages/shop-page.tsx`. */
  exposes?: Record<string, string>;
  title?: string;
  /** The shell's HTML frame, painted before any script runs. */
  firstPaint?: FirstPaintOptions;
}

export function frontendConfig({
  name,
  dir,
  exposes,
  title,
  firstPaint,
}: FrontendOptions): Configuration {
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
  // A production remote's manifest names the shared modules each page needs from the shell.
  if (production && !isShell) plugins.push(new ExposedSharesPlugin());
  if (production) plugins.push(new PrecompressPlugin());
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
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Phones of the last five years run ES2020 as written: no down-levelled
              // async functions and spreads in the bundles.
              target: 'es2020',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
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
