import { defineProject } from 'vitest/config';

export default defineProject({
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
