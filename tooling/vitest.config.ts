import { defineProject } from 'vitest/config';

// The repository's own tooling: the whole-site launcher and the lint boundaries.
export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'lint-fixtures/**'],
    testTimeout: 30_000,
  },
});
