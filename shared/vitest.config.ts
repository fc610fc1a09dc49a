import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'jsdom',
    // One worker runs its files in one jsdom, each file reset as if new (fresh-*.test-setup).
    isolate: false,
    setupFiles: [
      './src/testing/fresh-modules.test-setup.ts',
      './src/ui/fresh-document.test-setup.ts',
      './src/ui/lazy-components.test-setup.ts',
    ],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
