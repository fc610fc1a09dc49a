import { defineProject } from 'vitest/config';

// The repository's own tooling: the whole-site launcher and the lint boundaries.
export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'lint-fixtures/**'],
    testTimeout: 30_000,
    // One worker runs its files one after another, each file reset as if new.
    isolate: false,
    setupFiles: ['../shared/src/testing/fresh-modules.test-setup.ts'],
  },
});
