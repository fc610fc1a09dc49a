import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Rendering every page in four locales takes a few seconds on a busy machine.
    testTimeout: 30_000,
  },
});
