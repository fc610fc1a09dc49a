/**
 * The shared singletons of every front end's Module Federation build, declared one by one
 * with their version ranges (never all dependencies spread): React, the router, the store's
 * bindings, react-intl, the shared package's stateful modules and antd-mobile one component at
 * a time. The shell provides them; a production remote borrows the shell's copies.
 */
import path from 'node:path';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sharedContentVersion } from './shared-content-version';
import { singletonShare } from './shared-versions';

// The repository (also when the build is reached through a link, as the release journey does).
const root = realpathSync(path.resolve(import.meta.dirname, '../..'));
const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const rootPkg = readJson('package.json');
export const sharedPkg = readJson('shared/package.json');
const uiPkg = readJson('shell/package.json');
const antdVersion: string = readJson('node_modules/antd-mobile/package.json').version;
/** The shared package's version as the builds share it: its content's (shared-content-version.ts). */
const sharedVersion = sharedContentVersion();

/** The shared package's entries that hold state the whole site must see once. */
export const SHARED_PACKAGE_SINGLETONS = ['api', 'config', 'locale', 'intl', 'store', 'storage'];

/**
 * Modules of the shared package, by file, that the shell runs on every page anyway and every
 * remote page imports: one copy from the shell instead of one inside each remote page's chunk.
 * The lazy antd-mobile wrappers (toasts, dialogs, popups, notice bars) also set React 19 up for
 * toasts and dialogs once for the whole site.
 */
export const SHARED_PACKAGE_MODULES: Record<string, string> = {
  'ui/lazy-components': 'src/ui/lazy-components.tsx',
};
export const sharedPackageModuleFiles = () =>
  Object.values(SHARED_PACKAGE_MODULES).map((file) => path.join(root, 'shared', file));

/**
 * Libraries shared through a facade that re-exports only what the site uses: the shared copy
 * is then tree-shaken. `tooling/federation/shared-modules.test.ts` holds every import in the
 * repository against the facade.
 */
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
      ...singletonShare('antd-mobile', antdVersion),
      shareKey: `antd-mobile/${module}`,
    };
  }
  return shares;
}

/**
 * Shared singletons, declared one by one with their version ranges (never spread all
 * dependencies; the ranges: tooling/federation/shared-versions.ts).
 */
export function sharedSingletons(role: 'shell' | 'remote' | 'standalone') {
  const deps: Record<string, string> = { ...uiPkg.dependencies, ...rootPkg.dependencies };
  const v = (name: string) => {
    const version = deps[name];
    if (!version) throw new Error(`no version of ${name} in shell/package.json`);
    return version;
  };
  const shared: Record<string, object> = {
    react: singletonShare('react', v('react')),
    'react/jsx-runtime': singletonShare('react', v('react')),
    'react-dom': singletonShare('react-dom', v('react-dom')),
    'react-dom/client': singletonShare('react-dom', v('react-dom')),
    'react-router-dom': singletonShare('react-router-dom', v('react-router-dom')),
    'react-redux': singletonShare('react-redux', v('react-redux')),
    'react-intl': singletonShare('react-intl', v('react-intl')),
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
      ...singletonShare(sharedPkg.name, sharedVersion),
      shareKey: `${sharedPkg.name}/${entry}`,
    };
  }
  for (const [key, file] of Object.entries(SHARED_PACKAGE_MODULES)) {
    shared[path.join(root, 'shared', file)] = {
      ...singletonShare(sharedPkg.name, sharedVersion),
      shareKey: `${sharedPkg.name}/${key}`,
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
