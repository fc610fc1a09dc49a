import { createHash, timingSafeEqual } from 'node:crypto';
import type { LoginInput } from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';
import { TooManyRequestsError, UnauthorizedError } from '../../http/errors.js';
import type { Limit, RateLimiter } from '../../http/rate-limiter.js';
import type { AuthConfig } from './auth-config.js';
import type { KnownDevice } from './device-cookie.js';
import { LoginSlowdown } from './login-slowdown.js';
import { verifyPassword, type PasswordHash } from './password-hash.js';
import { passwordHashGate } from './password-hash-gate.js';
import { hashSessionToken, newSessionToken } from './session-token.js';
import type { SessionDocument, SessionsRepository } from './sessions-repository.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

export type PasswordCheck = (password: string, hash: PasswordHash) => Promise<boolean>;

/** The password check of every login: scrypt, at most two at once in the process. */
export const gatedVerifyPassword: PasswordCheck = (password, hash) =>
  passwordHashGate.run(() => verifyPassword(password, hash));

interface Counted {
  key: string;
  limit: Limit;
}

export class AuthService {
  private readonly slowdown: LoginSlowdown;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly limiter: RateLimiter,
    private readonly config: AuthConfig,
    private readonly now: () => Date = () => new Date(),
    private readonly checkPassword: PasswordCheck = gatedVerifyPassword,
  ) {
    this.slowdown = new LoginSlowdown(config.loginSlowdown, () => this.now().getTime());
  }

  /**
   * Checks the credentials and opens a session. `client` is the caller's address; `device` the
   * browser's device cookie, when it proved one (device-cookie.ts). Each attempt is counted
   * before the password is checked (count, then verify), so parallel guesses cannot all pass
   * the limit: per address and username, per address, then per device (a browser that logged
   * in before) or else per username. Past the username's count a stranger's attempt is slowed
   * down (login-slowdown.ts), never refused outright, so guessing from many addresses cannot
   * lock the operator out.
   */
  async login(
    input: LoginInput,
    client: string,
    previousToken?: string,
    device?: KnownDevice,
  ): Promise<{ token: string; session: SessionDocument }> {
    const username = input.username.toLowerCase();
    const limits = this.config.loginLimits;
    const exact: Counted = {
      key: `login\n${client}\n${username}`,
      limit: limits.perClientAndUsername,
    };
    const perClient: Counted = { key: `login-client\n${client}`, limit: limits.perClient };
    // One after the other: an address already refused adds nothing to the wider counts, so
    // one address alone cannot use up the username's allowance.
    for (const { key, limit } of [exact, perClient]) {
      const hit = await this.limiter.hit(key, limit);
      if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds);
    }
    // A known browser is counted on its own (as strictly as one address); everyone else
    // shares the username's count.
    const wide: Counted = device
      ? { key: `login-device\n${device.id}`, limit: limits.perClientAndUsername }
      : { key: `login-username\n${username}`, limit: limits.perUsername };
    const hit = await this.limiter.hit(wide.key, wide.limit);
    if (!hit.allowed) {
      if (device) throw tooManyAttempts(hit.retryAfterSeconds);
      await this.slowdown.waitTurn(username, hit.retryAfterSeconds * 1000);
    }
    if (!(await this.credentialsMatch(input))) {
      throw new UnauthorizedError('Wrong username or password', { code: 'invalid_credentials' });
    }
    // Right: this attempt was no failure, and the address, username and device start afresh.
    const forgiven = [
      this.limiter.forget(exact.key, exact.limit),
      this.limiter.giveBack(perClient.key, perClient.limit),
    ];
    if (device) forgiven.push(this.limiter.forget(wide.key, wide.limit));
    // Only a counted attempt is given back: a slowed one took no slot.
    else if (hit.allowed) forgiven.push(this.limiter.giveBack(wide.key, wide.limit));
    await Promise.all(forgiven);

    // A new login replaces the session the browser had, if any.
    if (previousToken) await this.sessions.deleteByTokenHash(hashSessionToken(previousToken));
    const now = this.now();
    const token = newSessionToken();
    const session: SessionDocument = {
      _id: new ObjectId(),
      tokenHash: hashSessionToken(token),
      username: this.config.username,
      credential: this.config.credential,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.sessionTtlMs),
    };
    await this.sessions.insert(session);
    return { token, session };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.deleteByTokenHash(hashSessionToken(token));
  }

  async currentSession(token: string | undefined): Promise<SessionDocument> {
    const session = token
      ? await this.sessions.findLive(hashSessionToken(token), this.config.credential, this.now())
      : null;
    if (!session) {
      throw new UnauthorizedError('No admin session: log in first', { code: 'unauthorized' });
    }
    return session;
  }

  /**
   * Both parts are always checked: an unknown username costs the same slow hash as the admin's
   * (against the admin's hash), so the time taken does not tell which one was wrong.
   */
  private async credentialsMatch({ username, password }: LoginInput): Promise<boolean> {
    const usernameMatches = timingSafeEqual(digest(username), digest(this.config.username));
    const passwordMatches = await this.checkPassword(password, this.config.passwordHash);
    return usernameMatches && passwordMatches;
  }

  /** Deletes expired sessions and closed limit windows (FerretDB v1 has no TTL indexes). */
  async sweepExpired(): Promise<number> {
    const [sessions, windows] = await Promise.all([
      this.sessions.deleteExpired(this.now()),
      this.limiter.sweep(),
    ]);
    return sessions + windows;
  }
}

function tooManyAttempts(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequestsError(
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { code: 'too_many_login_attempts', headers: { 'Retry-After': String(seconds) } },
  );
}
