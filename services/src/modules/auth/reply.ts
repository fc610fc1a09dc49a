import type { Session } from '@minesite/shared/contract';
import type { SessionDocument } from './sessions-repository.js';

/** The session as the service answers it (`sessionSchema` of the contract). */
export function toSessionReply(session: SessionDocument): Session {
  return { username: session.username, expiresAt: session.expiresAt.toISOString() };
}
