// Bundles the service for `node dist/main.js`: src/ and the shared contract it imports (the
// shared package is TypeScript only) go into one file; the npm dependencies stay external and
// load from node_modules. Type checking is `tsc -b` before this step. instrument.js is loaded
// first (`node --import`); the tracing SDK is a chunk of its own, read only when traces are on.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/instrument.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
