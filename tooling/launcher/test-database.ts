/**
 * Vitest global setup for test projects that need a real database (the service's API tests):
 * starts a throw-away server with `startDatabase`, or uses MONGODB_URI when it is set, and
 * provides its URI to the tests as `inject('mongodbUri')`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDatabase } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    mongodbUri: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.MONGODB_URI;
  if (external) {
    project.provide('mongodbUri', external);
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'minesite-test-db-'));
  const database = await startDatabase({
    dataDir,
    log: (line) => console.log(`[test database] ${line}`),
  });
  project.provide('mongodbUri', database.uri);
  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
