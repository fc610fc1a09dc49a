import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-admin',
    environment: 'jsdom',
    setupFiles: ['../shared/src/ui/lazy-components.test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Rendering every page in four locales takes a few seconds on a busy machine.
    testTimeout: 30_000,
  },
});
