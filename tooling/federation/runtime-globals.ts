/**
 * A Module Federation runtime plugin of the shell: lends the runtime's SDK and error codes to
 * the remotes, whose production builds leave them out (RUNTIME_GLOBALS in
 * rspack.federation.ts), as `provideExternalRuntime` does for the runtime core.
 */
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const lent = globalThis as typeof globalThis & {
  _MINESITE_FEDERATION_SDK?: typeof sdk;
  _MINESITE_FEDERATION_ERROR_CODES?: typeof errorCodes;
};
lent._MINESITE_FEDERATION_SDK ??= sdk;
lent._MINESITE_FEDERATION_ERROR_CODES ??= errorCodes;

export default function runtimeGlobalsPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'minesite-runtime-globals' };
}
