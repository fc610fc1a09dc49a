// Login attempts are limited per client address and username: 5 failures within 15 minutes,
// then 429 until the window closes. The count lives in MongoDB, so replicas agree.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_CREDENTIALS } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('auth_rate_limit');
});
afterAll(() => api.close());
beforeEach(() => api.db.collection('admin_login_attempts').deleteMany({}));

const wrong = { username: 'admin', password: 'wrong-password' };
const login = (body: unknown) => api.call('POST', '/api/auth/login', body);

async function failTimes(count: number, body = wrong) {
  for (let i = 0; i < count; i++) expect((await login(body)).status).toBe(401);
}

describe('the login rate limit', () => {
  it('answers 429 after five failures, even to the right password', async () => {
    await failTimes(5);

    for (const body of [wrong, ADMIN_CREDENTIALS]) {
      const reply = await login(body);
      expect(reply.status).toBe(429);
      expect(reply.body).toEqual({
        error: 'Too many failed login attempts. Try again in 15 minutes.',
        message: 'Too many failed login attempts. Try again in 15 minutes.',
        code: 'too_many_login_attempts',
      });
      const retryAfter = Number(reply.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(reply.headers.getSetCookie()).toEqual([]);
    }
  });

  it('counts each username separately', async () => {
    await failTimes(5);
    expect((await login({ username: 'someone', password: 'x' })).status).toBe(401);
  });

  it('treats the username without regard to case when counting', async () => {
    await failTimes(3);
    await failTimes(2, { username: 'ADMIN', password: 'x' });
    expect((await login(wrong)).status).toBe(429);
  });

  it('forgets the failures after a successful login', async () => {
    await failTimes(4);
    expect((await login(ADMIN_CREDENTIALS)).status).toBe(200);
    await failTimes(4);
    expect((await login(ADMIN_CREDENTIALS)).status).toBe(200);
  });

  it('lets the admin try again once the window has closed', async () => {
    await failTimes(5);
    expect((await login(ADMIN_CREDENTIALS)).status).toBe(429);

    await api.db
      .collection('admin_login_attempts')
      .updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });

    expect((await login(ADMIN_CREDENTIALS)).status).toBe(200);
  });

  it('does not store the address or username in clear', async () => {
    await failTimes(1);
    const stored = JSON.stringify(await api.db.collection('admin_login_attempts').find().toArray());
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('admin');
  });
});
