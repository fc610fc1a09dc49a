import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'services',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The database restart under load runs alone (`npm run test:outage`): among the other
    // files' parallel load on a small machine its restarted server can stay unreachable.
    exclude: process.env.OUTAGE_TEST ? [] : ['test/database-outage.api.test.ts'],
    // Starts a real database (mongod or FerretDB) unless MONGODB_URI is set.
    globalSetup: ['../tooling/launcher/test-database.ts'],
    testTimeout: 30_000,
    // One worker runs its files one after another, each file reset as if new: no new process
    // and no new load of the service's dependencies per file.
    isolate: false,
    // What a test stubs is undone after it (eslint refuses a plain write to process.env here).
    unstubEnvs: true,
    setupFiles: ['../shared/src/testing/fresh-modules.test-setup.ts'],
    // The first start of the test database may build FerretDB.
    hookTimeout: 240_000,
  },
});
