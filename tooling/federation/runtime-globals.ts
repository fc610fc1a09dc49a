/**
 * A Module Federation runtime plugin of the shell: lends the runtime's SDK and error codes to
 * the remotes, whose production builds leave them out (RUNTIME_GLOBALS in
 * rspack.federation.ts), as `provideExternalRuntime` does for the runtime core; and the
 * bundler runtime's functions, from which a production remote makes its own bundler runtime
 * (lent-bundler-runtime.ts).
 */
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its bundler runtime leaves the container entry's set-up out
// (FEDERATION_HAS_EXPOSES); the remotes need it, so it is taken from its own file.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The bundler runtime's functions: each takes the calling bundle's `__webpack_require__`. */
export interface LentBundlerRuntime {
  attachShareScopeMap: typeof attachShareScopeMap;
  bundlerRuntime: Omit<typeof bundlerRuntime, 'S'>;
}

const lent = globalThis as typeof globalThis & {
  _MINESITE_FEDERATION_SDK?: typeof sdk;
  _MINESITE_FEDERATION_ERROR_CODES?: typeof errorCodes;
  _MINESITE_FEDERATION_BUNDLER_RUNTIME?: LentBundlerRuntime;
};
lent._MINESITE_FEDERATION_SDK ??= sdk;
lent._MINESITE_FEDERATION_ERROR_CODES ??= errorCodes;
const { S: _ownShareScopes, ...functions } = bundlerRuntime;
lent._MINESITE_FEDERATION_BUNDLER_RUNTIME ??= {
  attachShareScopeMap,
  bundlerRuntime: { ...functions, initContainerEntry },
};

export default function runtimeGlobalsPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'minesite-runtime-globals' };
}
