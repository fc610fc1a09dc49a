// The version every replica's in-memory copy is checked against: replicas that bump a version
// no one has written yet (two seeding an empty database at once) all succeed, and the version a
// copy loaded before them is never the one after them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpSharedVersion, readSharedVersion } from '../src/db/shared-version.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('shared_version');
});
afterAll(async () => {
  await api?.close();
});

describe('bumpSharedVersion', () => {
  it('succeeds for every one of many bumps that race to create the version', async () => {
    const at = new Date('2026-11-28T10:00:00Z');

    await Promise.all(Array.from({ length: 20 }, () => bumpSharedVersion(api.db, 'race', at)));

    expect(await readSharedVersion(api.db, 'race')).toMatch(/^\d+@\d+\/[0-9a-f-]{36}$/);
  });

  it('moves on at every bump, even two at the same moment', async () => {
    const at = new Date('2026-11-28T10:00:00Z');
    await bumpSharedVersion(api.db, 'same-moment', at);
    const loaded = await readSharedVersion(api.db, 'same-moment');

    await Promise.all([
      bumpSharedVersion(api.db, 'same-moment', at),
      bumpSharedVersion(api.db, 'same-moment', at),
    ]);

    expect(await readSharedVersion(api.db, 'same-moment')).not.toBe(loaded);
  });
});
