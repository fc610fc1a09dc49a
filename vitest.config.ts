import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest config; this file only lists them.
export default defineConfig({
  test: {
    projects: ['shared', 'services', 'shell', 'mf-*', 'tooling'],
    // Vitest's default keeps a core free (one worker on a 2-core machine); the API tests spend
    // most of their time waiting on the database and the network, so every core runs a file.
    maxWorkers: Math.max(availableParallelism(), 2),
  },
});
