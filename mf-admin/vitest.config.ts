import { defineProject } from 'vitest/config';
import { vitestPlugin as catalogParts } from '../tooling/web/catalog-part-loader.mjs';

export default defineProject({
  // `./zh.json?part=settings`: a page's part of the catalog, in tests as in the build.
  plugins: [catalogParts],
  test: {
    name: 'mf-admin',
    environment: 'jsdom',
    // One worker runs its files in one jsdom, each file reset as if new (fresh-*.test-setup).
    isolate: false,
    setupFiles: [
      '../shared/src/testing/fresh-modules.test-setup.ts',
      '../shared/src/ui/fresh-document.test-setup.ts',
      '../shared/src/ui/lazy-components.test-setup.ts',
    ],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Rendering every page in four locales takes a few seconds on a busy machine.
    testTimeout: 30_000,
  },
});
