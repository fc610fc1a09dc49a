/**
 * The one rspack + Module Federation setup of every front-end package. Each package's
 * rspack.config.ts calls `frontendConfig` with its name, port and exposed pages.
 */
import path from 'node:path';
import { readFileSync, rmSync } from 'node:fs';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SITE_PORTS } from './shared/src/config/site-ports';
import { PrecompressPlugin } from './tooling/web/precompress-plugin';

const root = import.meta.dirname;
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const rootPkg = readJson('package.json');
const sharedPkg = readJson('shared/package.json');
const uiPkg = readJson('shell/package.json');

const singleton = (version: string) => ({
  singleton: true,
  requiredVersion: `^${version.replace(/^[\^~]/, '')}`,
});

/**
 * Shared singletons, declared one by one with their version ranges (never spread all
 * dependencies). antd-mobile is shared through `@minesite/shared/ui`, which re-exports
 * only the components in use.
 */
function sharedSingletons() {
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
    '@reduxjs/toolkit': singleton(v('@reduxjs/toolkit')),
    '@reduxjs/toolkit/query/react': singleton(v('@reduxjs/toolkit')),
  };
  for (const entry of Object.keys(sharedPkg.exports as Record<string, string>)) {
    // Test helpers never reach a bundle; the contract and the page registry hold no state, so
    // each bundle takes what it uses of them rather than a shared copy of all of zod.
    if (/^\.\/(testing|contract|federation)/.test(entry)) continue;
    shared[`${sharedPkg.name}/${entry.slice(2)}`] = {
      ...singleton(sharedPkg.version),
      version: sharedPkg.version,
    };
  }
  return shared;
}

export interface FrontendOptions {
  /** Module Federation name: `shell` or `mf_*` (a JavaScript identifier). */
  name: keyof typeof SITE_PORTS;
  /** The package folder (its rspack.config.ts passes `import.meta.dirname`). */
  dir: string;
  /** Exposed modules of a remote: `./ShopPage` → `./src/pages/shop-page.tsx`. */
  exposes?: Record<string, string>;
  title?: string;
}

export function frontendConfig({ name, dir, exposes, title }: FrontendOptions): Configuration {
  const isShell = name === 'shell';
  const production = process.env.NODE_ENV !== 'development';
  // The previous build's source maps (they live outside dist/, which the build cleans itself).
  if (production) rmSync(path.join(dir, 'sourcemaps'), { recursive: true, force: true });
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
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
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'shared/index.html'),
        templateParameters: { title: title ?? name },
        // The page runs the package's own entry; a remote's remoteEntry.js is for other hosts.
        chunks: ['main'],
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }],
      }),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        // Remote addresses are registered at run time from site-config.json (shell/src/federation).
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      // Brotli and gzip copies of every text asset, sent by Accept-Encoding.
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: Number(process.env.PORT ?? SITE_PORTS[name]),
      host: '0.0.0.0',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dir, 'public') },
    },
    // Lazy compilation's proxies break modules that Module Federation exposes.
    lazyCompilation: false,
    performance: { hints: false },
  };
}
