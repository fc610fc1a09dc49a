/** A file of the bundler runtime the shell imports by name (runtime-globals.ts). */
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs' {
  import type { bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

  export const initContainerEntry: NonNullable<(typeof bundlerRuntime)['initContainerEntry']>;
}
