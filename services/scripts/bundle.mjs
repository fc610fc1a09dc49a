// Bundles the service for `node dist/main.js`: src/ and the shared contract it imports (the
// shared package is TypeScript only) go into one file; the npm dependencies stay external and
// load from node_modules. Type checking is `tsc -b` before this step.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
