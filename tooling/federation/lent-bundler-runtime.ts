/**
 * A production remote's bundler runtime, in place of @module-federation/webpack-bundler-runtime's
 * index (rspack.federation.ts): the shell lends the functions (runtime-globals.ts), about 3.5 KB
 * a remote's entry no longer carries on every page. Each function takes the calling bundle's
 * `__webpack_require__`; what holds state (the share scopes, the options, the instance) is
 * this bundle's own, made here as the package's index makes it.
 */
import * as runtime from '@module-federation/runtime';
import type { LentBundlerRuntime } from './runtime-globals';

const lent = (globalThis as { _MINESITE_FEDERATION_BUNDLER_RUNTIME?: LentBundlerRuntime })
  ._MINESITE_FEDERATION_BUNDLER_RUNTIME;
if (!lent) throw new Error('no bundler runtime lent: a production remote runs inside the shell');

export const bundlerRuntime = { ...lent.bundlerRuntime, S: {} };
export const { attachShareScopeMap } = lent;
export const bundlerRuntimeOptions = {};

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
export default federation;
