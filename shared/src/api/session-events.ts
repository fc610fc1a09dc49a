/**
 * The admin session's refusals, apart from the API itself: the shell listens from its frame on
 * every page, while RTK Query (base-api.ts) loads only with a page that calls the service.
 */
type SessionRejectedListener = () => void;
const sessionRejectedListeners = new Set<SessionRejectedListener>();

/**
 * Called whenever an admin call is refused with 401 (no session, or it expired). The shell
 * listens once, clears the admin flag and sends the user to the login page; every package's
 * endpoints get this without handling 401 themselves. Returns the unsubscribe function.
 */
export function onAdminSessionRejected(listener: SessionRejectedListener): () => void {
  sessionRejectedListeners.add(listener);
  return () => {
    sessionRejectedListeners.delete(listener);
  };
}

/** Tells every listener that the service refused an admin call. */
export function adminSessionRejected(): void {
  for (const listener of sessionRejectedListeners) listener();
}
