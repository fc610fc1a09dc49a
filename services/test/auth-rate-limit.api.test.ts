// Login attempts are limited: 5 per client address and username within 15 minutes (counted
// before the password is checked, so a parallel burst gets no further), 20 per address over
// all usernames; then 429 until the window closes. Past 100 per username over all addresses,
// attempts are slowed down instead (auth-device.api.test.ts). The counts live in MongoDB, so
// replicas agree. Behind a proxy the address is the one the trusted proxy saw, never one the
// client wrote into X-Forwarded-For.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { RateLimiter } from '../src/http/rate-limiter.js';
import { AuthService } from '../src/modules/auth/auth-service.js';
import { verifyPassword, type PasswordHash } from '../src/modules/auth/password-hash.js';
import { SessionsRepository } from '../src/modules/auth/sessions-repository.js';
import { ADMIN_CREDENTIALS } from './support/admin-session.js';
import { rememberedPasswordCheck } from './support/remembered-password-check.js';
import { startTestApi, type Reply, type TestApi } from './support/test-api.js';
import { EVERY_TEST_WINDOW_MS, TestClock } from './support/test-clock.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

/** The app's clock: each test starts at a window's beginning. */
const clock = new TestClock();
// These tests count attempts: a password is checked once, its answer remembered.
const passwordCheck = rememberedPasswordCheck();
let api: TestApi;
let behindProxy: TestApi;
beforeAll(async () => {
  [api, behindProxy] = await Promise.all([
    startTestApi('auth_rate_limit', { now: clock.now, passwordCheck }),
    startTestApi('auth_rate_limit_proxy', {
      now: clock.now,
      passwordCheck,
      env: {
        TRUST_PROXY: 'true',
        TRUST_PROXY_HOPS: '1',
        LOGIN_MAX_FAILURES_PER_USERNAME: '8',
        LOGIN_SLOWDOWN_MAX_MS: '40',
      },
    }),
  ]);
});
afterAll(() => Promise.all([api.close(), behindProxy.close()]));
beforeEach(async () => {
  // A fresh login window (15 minutes) for each test.
  clock.startOfNextWindow(EVERY_TEST_WINDOW_MS);
  await Promise.all(
    [api, behindProxy].map((app) => app.db.collection('rate_limits').deleteMany({})),
  );
});

const wrong = { username: 'admin', password: 'wrong-password' };
const login = (body: unknown, headers?: Record<string, string>, app = api) =>
  app.call('POST', '/api/auth/login', body, headers);

async function failTimes(count: number, body = wrong) {
  for (let i = 0; i < count; i++) expect((await login(body)).status).toBe(401);
}

const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((counts, reply) => {
    counts[reply.status] = (counts[reply.status] ?? 0) + 1;
    return counts;
  }, {});

describe('the login rate limit', () => {
  it('answers 429 after five failures, even to the right password', async () => {
    await failTimes(5);

    for (const body of [wrong, ADMIN_CREDENTIALS]) {
      const reply = await login(body);
      expect(reply.status).toBe(429);
      // The window is fixed (15-minute slots), so the wait is what is left of it.
      const text = expect.stringMatching(
        /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
      );
      expect(reply.body).toEqual({ error: text, message: text, code: 'too_many_login_attempts' });
      const retryAfter = Number(reply.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(reply.headers.getSetCookie()).toEqual([]);
    }
  });

  it('lets no parallel burst past it: of 30 guesses at once, 5 reach the password check', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, () => login(wrong)));

    expect(statuses(replies)).toEqual({ 401: 5, 429: 25 });
    for (const reply of replies.filter((r) => r.status === 429)) {
      expect(reply.body.code).toBe('too_many_login_attempts');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await login(ADMIN_CREDENTIALS)).status).toBe(429);
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

  it('limits one address over all usernames too (20 attempts)', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `user${i}`, password: 'x' })).status).toBe(401);
    }
    expect((await login({ username: 'user-21', password: 'x' })).status).toBe(429);
  });

  it('forgets the failures after a successful login', async () => {
    await failTimes(4);
    expect((await login(ADMIN_CREDENTIALS)).status).toBe(200);
    await failTimes(4);
    expect((await login(ADMIN_CREDENTIALS)).status).toBe(200);
  });

  it('lets the admin try again once the window has closed and been swept', async () => {
    await failTimes(5);
    expect((await login(ADMIN_CREDENTIALS)).status).toBe(429);

    const counters = api.db.collection('rate_limits');
    await counters.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await new RateLimiter(api.db).sweep()).toBeGreaterThan(0);
    expect(await counters.countDocuments()).toBe(0);

    expect((await login(ADMIN_CREDENTIALS)).status).toBe(200);
  });

  it('does not store the address or username in clear', async () => {
    await failTimes(1);
    const stored = JSON.stringify(await api.db.collection('rate_limits').find().toArray());
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('admin');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true, TRUST_PROXY_HOPS=1)', () => {
  const viaProxy = (client: string, spoofed?: string) => ({
    // The proxy appends the address it saw; anything to the left is the client's own writing.
    'x-forwarded-for': spoofed ? `${spoofed}, ${client}` : client,
  });

  it('counts the address the proxy saw, whatever the client writes in X-Forwarded-For', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(wrong, viaProxy('203.0.113.7', `198.51.100.${i}`), behindProxy),
      ),
    );

    expect(statuses(replies)).toEqual({ 401: 5, 429: 25 });
  });

  it('counts different visitors apart', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(wrong, viaProxy('203.0.113.7'), behindProxy)).status).toBe(401);
    }
    expect((await login(wrong, viaProxy('203.0.113.7'), behindProxy)).status).toBe(429);
    expect((await login(wrong, viaProxy('203.0.113.8'), behindProxy)).status).toBe(401);
  });

  it('counts an IPv6 visitor by its /64, so its other addresses do not start afresh', async () => {
    for (let i = 1; i <= 5; i++) {
      const reply = await login(wrong, viaProxy(`2001:db8:1:2::${i}`), behindProxy);
      expect(reply.status).toBe(401);
    }
    const sameBlock = await login(wrong, viaProxy('2001:db8:1:2:ffff::9'), behindProxy);
    expect(sameBlock.status).toBe(429);
  });

  it('slows guessing spread over many addresses past 8 attempts per username (as configured), never locking it', async () => {
    const replies: Reply[] = [];
    for (let i = 0; i < 12; i++) {
      // Three attempts from each of four addresses: none reaches its own limit of five.
      replies.push(await login(wrong, viaProxy(`192.0.2.${i % 4}`), behindProxy));
    }
    // The last four were slowed down (auth-device.api.test.ts), not refused.
    expect(replies.map((reply) => reply.status)).toEqual(Array(12).fill(401));
    // The admin, from yet another address, gets in (slowed down too).
    expect((await login(ADMIN_CREDENTIALS, viaProxy('192.0.2.99'), behindProxy)).status).toBe(200);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For altogether', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(wrong, viaProxy(`203.0.113.${i}`))).status).toBe(401);
    }
    expect((await login(wrong, viaProxy('203.0.113.200'))).status).toBe(429);
  });
});

describe('the password check', () => {
  it('runs the slow hash once for an unknown username, as for the admin, so both take as long', async () => {
    const checked: PasswordHash[] = [];
    const config = loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: 'mongodb://unused' }).auth;
    const auth = new AuthService(
      new SessionsRepository(api.db),
      new RateLimiter(api.db),
      config,
      () => new Date(),
      (password, hash) => {
        checked.push(hash);
        return verifyPassword(password, hash);
      },
    );

    await expect(
      auth.login({ username: 'nobody', password: 'guess' }, '192.0.2.1'),
    ).rejects.toThrow('Wrong username or password');
    await expect(auth.login({ username: 'admin', password: 'guess' }, '192.0.2.1')).rejects.toThrow(
      'Wrong username or password',
    );
    expect(checked).toEqual([config.passwordHash, config.passwordHash]);
    expect(config.passwordHash.N).toBe(2 ** 17);
  });
});

describe('the counters', () => {
  const limit = { max: 2, windowMs: 60_000 };
  const limiterAt = (at: () => Date) => new RateLimiter(api.db, async () => at());
  const hits = async (limiter: RateLimiter, key: string, count: number) => {
    const allowed = [];
    for (let i = 0; i < count; i++) allowed.push((await limiter.hit(key, limit)).allowed);
    return allowed;
  };

  it('refuse past max in a window, with the wait until a hit fits (the given clock)', async () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const limiter = limiterAt(() => now);

    expect(await hits(limiter, 'k', 2)).toEqual([true, true]);
    expect(await limiter.hit('k', limit)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('slide: a window’s edge lets no second burst through, the weight of the last falls away', async () => {
    let now = new Date('2030-01-01T00:00:59.000Z');
    const limiter = limiterAt(() => now);
    expect(await hits(limiter, 'edge', 2)).toEqual([true, true]);

    // Two seconds later, in the next window: the last minute holds two hits already.
    now = new Date('2030-01-01T00:01:01.000Z');
    const refused = await limiter.hit('edge', limit);
    expect(refused.allowed).toBe(false);
    // Room for one once half the previous window is out of the last minute.
    expect(refused.retryAfterSeconds).toBe(29);

    now = new Date('2030-01-01T00:01:30.000Z');
    expect(await hits(limiter, 'edge', 2)).toEqual([true, false]);
    // A whole window after the last hit: no weight is left.
    now = new Date('2030-01-01T00:03:30.000Z');
    expect(await hits(limiter, 'edge', 2)).toEqual([true, true]);
  });

  it('count the previous window as stored, also by another replica', async () => {
    let now = new Date('2030-01-01T00:00:10.000Z');
    await hits(
      limiterAt(() => now),
      'shared',
      2,
    );

    now = new Date('2030-01-01T00:01:10.000Z');
    expect(
      await hits(
        limiterAt(() => now),
        'shared',
        1,
      ),
    ).toEqual([false]);
  });
});
