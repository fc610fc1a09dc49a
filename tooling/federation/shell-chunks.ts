/**
 * How the shell packs the shared modules it provides (its `splitChunks` cache groups): what a
 * phone downloads on a first visit is decided here (budgets in bench/budgets.ts, measured by
 * `npm run bench`).
 */
import path from 'node:path';
import {
  SHARED_FACADES,
  SHARED_PACKAGE_SINGLETONS,
  sharedPackageModuleFiles,
  sharedPkg,
} from './shared-singletons';

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
export const SHELL_CHUNK_GROUPS = {
  startup: {
    test: new RegExp(
      [
        String.raw`[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query[\\/])`,
        String.raw`[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|immer|redux|reselect|redux-thunk|react-redux|use-sync-external-store|react-intl|@formatjs|intl-messageformat|@standard-schema)[\\/]`,
        // A one-line check antd-mobile's global styles (the shell's start) and many of its
        // components import: here it costs nothing, elsewhere a chunk of its own a page.
        String.raw`[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]utils[\\/]can-use-dom\.js$`,
        // The facades of shared libraries (SHARED_FACADES) and the shared package's modules the
        // shell runs on every page (SHARED_PACKAGE_MODULES), by file.
        ...[...Object.values(SHARED_FACADES), ...sharedPackageModuleFiles()].map(
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
