import { createHash, timingSafeEqual } from 'node:crypto';
import type { LoginInput } from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';
import { TooManyRequestsError, UnauthorizedError } from '../../http/errors.js';
import type { AuthConfig } from './auth-config.js';
import type { LoginAttemptsRepository } from './login-attempts-repository.js';
import { verifyPassword } from './password-hash.js';
import { hashSessionToken, newSessionToken } from './session-token.js';
import type { SessionDocument, SessionsRepository } from './sessions-repository.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

export class AuthService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly attempts: LoginAttemptsRepository,
    private readonly config: AuthConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Checks the credentials and opens a session. `client` is the caller's address: failures
   * are counted per address and username, and past the limit the caller must wait.
   */
  async login(
    input: LoginInput,
    client: string,
    previousToken?: string,
  ): Promise<{ token: string; session: SessionDocument }> {
    const now = this.now();

    const key = digest(`${client}\n${input.username.toLowerCase()}`).toString('hex');
    const counted = await this.attempts.failuresSince(key, now);
    if (counted && counted.failures >= this.config.loginLimit.maxFailures) {
      throw tooManyAttempts(counted.expiresAt.getTime() - now.getTime());
    }
    if (!(await this.credentialsMatch(input))) {
      await this.attempts.recordFailure(key, now, this.config.loginLimit.windowMs);
      throw new UnauthorizedError('Wrong username or password', { code: 'invalid_credentials' });
    }
    await this.attempts.clear(key);

    // A new login replaces the session the browser had, if any.
    if (previousToken) await this.sessions.deleteByTokenHash(hashSessionToken(previousToken));
    const token = newSessionToken();
    const session: SessionDocument = {
      _id: new ObjectId(),
      tokenHash: hashSessionToken(token),
      username: this.config.username,
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
      ? await this.sessions.findLive(hashSessionToken(token), this.now())
      : null;
    if (!session) {
      throw new UnauthorizedError('No admin session: log in first', { code: 'unauthorized' });
    }
    return session;
  }

  /** Both parts are always checked, so the time taken does not tell which one was wrong. */
  private async credentialsMatch({ username, password }: LoginInput): Promise<boolean> {
    const usernameMatches = timingSafeEqual(digest(username), digest(this.config.username));
    const passwordMatches = await verifyPassword(password, this.config.passwordHash);
    return usernameMatches && passwordMatches;
  }

  /** Deletes expired sessions and closed attempt windows (FerretDB v1 has no TTL indexes). */
  async sweepExpired(): Promise<number> {
    const now = this.now();
    const [sessions, attempts] = await Promise.all([
      this.sessions.deleteExpired(now),
      this.attempts.deleteExpired(now),
    ]);
    return sessions + attempts;
  }
}

function tooManyAttempts(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequestsError(
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { code: 'too_many_login_attempts', headers: { 'Retry-After': String(seconds) } },
  );
}
