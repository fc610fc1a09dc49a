// The auth contract: the login body and the session reply.
import { z } from 'zod';
import type { SessionDocument } from './sessions-repository.js';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1024),
});
export type LoginInput = z.output<typeof loginBody>;

export interface SessionReply {
  username: string;
  /** ISO time at which the session ends. */
  expiresAt: string;
}

export function toSessionReply(session: SessionDocument): SessionReply {
  return { username: session.username, expiresAt: session.expiresAt.toISOString() };
}
