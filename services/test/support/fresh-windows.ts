// A test API for the rate limits' tests, on a test clock: each test starts at a window's
// beginning with no call counted, instead of hoping no window closes between its calls.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApi, type TestApi } from './test-api.js';
import { TestClock } from './test-clock.js';

/**
 * Starts the API for the calling file (its hooks): `windowSeconds`, the window its tests count
 * in; `env`, the limits they test. Its `api` is there once the file's tests run.
 */
export function apiInFreshWindows(
  name: string,
  windowSeconds: number,
  env: Record<string, string>,
) {
  const clock = new TestClock();
  const site = { clock } as { clock: TestClock; api: TestApi };
  beforeAll(async () => {
    site.api = await startTestApi(name, { now: clock.now, env });
  });
  afterAll(() => site.api.close());
  beforeEach(async () => {
    clock.startOfNextWindow(windowSeconds * 1000);
    await site.api.db.collection('rate_limits').deleteMany({});
  });
  return site;
}
