import { defineProject } from 'vitest/config';
import { vitestPlugin as catalogParts } from '../tooling/web/catalog-part-loader.mjs';

export default defineProject({
  // `./zh.json?part=detail`: a page's part of the catalog, in tests as in the build.
  plugins: [catalogParts],
  test: {
    name: 'mf-orders',
    environment: 'jsdom',
    setupFiles: ['../shared/src/ui/lazy-components.test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // The exposed-pages test renders every page in every locale; on a busy machine with the
    // files running in parallel that takes longer than vitest's default 5 s.
    testTimeout: 30_000,
  },
});
