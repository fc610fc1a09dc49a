import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest config; this file only lists them.
export default defineConfig({
  test: {
    projects: ['shared', 'services', 'shell', 'mf-*', 'tooling'],
  },
});
