// The device cookie (OWASP's "device cookies" against online guessing): a browser that once
// logged in successfully carries a cookie naming a random device id and the username, signed
// with HMAC-SHA256 under a server secret. Its login attempts are counted per device instead of
// per username, so guessing spread over many addresses, which fills the username's count, does
// not keep the operator out. The secret is made once, at random, and kept in MongoDB, so every
// replica signs and checks alike; no secret from the environment is needed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import type { CookieSecurity } from './session-cookie.js';

export const DEVICE_COOKIE = 'minesite_admin_device';
/** Sent to the login only. */
const COOKIE_PATH = '/api/auth';
const LIFETIME_MS = 365 * 24 * 60 * 60_000;
const SECRET_ID = 'device-cookie';

export interface AuthSecretDocument {
  _id: string;
  /** 256 random bits, base64. */
  key: string;
  createdAt: Date;
}

export const authSecretsCollection = defineCollection<AuthSecretDocument>('auth_secrets');

/** A device the cookie proved: the id its attempts are counted under. */
export interface KnownDevice {
  id: string;
}

export class DeviceCookies {
  private readonly collection: Collection<AuthSecretDocument>;
  private key: Promise<Buffer> | undefined;

  constructor(db: Db) {
    this.collection = getCollection(db, authSecretsCollection);
  }

  /** The device the request's cookie names for `username`, when its signature holds. */
  async recognize(ctx: Context, username: string): Promise<KnownDevice | undefined> {
    // `<device id: 128 bits>.<HMAC-SHA256>`, both base64url.
    const match = /^([\w-]{22})\.([\w-]{43})$/.exec(ctx.cookies.get(DEVICE_COOKIE) ?? '');
    if (!match) return undefined;
    const [, id, signature] = match as unknown as [string, string, string];
    const expected = await this.sign(id, username);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? { id }
      : undefined;
  }

  /** Sets (or renews for a year) the cookie of this device for `username`. */
  async issue(
    ctx: Context,
    username: string,
    device: KnownDevice | undefined,
    security: CookieSecurity,
  ): Promise<void> {
    const id = device?.id ?? randomBytes(16).toString('base64url');
    const signature = (await this.sign(id, username)).toString('base64url');
    const secure = security === 'auto' ? ctx.secure : security;
    // Koa refuses to send a Secure cookie over a connection it sees as plain HTTP.
    if (secure) ctx.cookies.secure = true;
    ctx.cookies.set(DEVICE_COOKIE, `${id}.${signature}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: COOKIE_PATH,
      maxAge: LIFETIME_MS,
      overwrite: true,
    });
  }

  private async sign(id: string, username: string): Promise<Buffer> {
    return createHmac('sha256', await this.secret())
      .update(`device\n${username.toLowerCase()}\n${id}`)
      .digest();
  }

  private secret(): Promise<Buffer> {
    this.key ??= this.loadOrCreateSecret().catch((error: unknown) => {
      // A database outage must not be remembered: the next login asks again.
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  /** The first replica to ask makes the secret; an insert by `_id` lets only one win. */
  private async loadOrCreateSecret(): Promise<Buffer> {
    const stored = await this.collection.findOne({ _id: SECRET_ID });
    if (stored) return Buffer.from(stored.key, 'base64');
    const key = randomBytes(32);
    try {
      await this.collection.insertOne({
        _id: SECRET_ID,
        key: key.toString('base64'),
        createdAt: new Date(),
      });
      return key;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.collection.findOne({ _id: SECRET_ID });
      if (!winner) throw error;
      return Buffer.from(winner.key, 'base64');
    }
  }
}
