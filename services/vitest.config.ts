import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'services',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Starts a real database (mongod or FerretDB) unless MONGODB_URI is set.
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    // The launcher test may start a server, which can mean building FerretDB first.
    hookTimeout: 240_000,
  },
});
