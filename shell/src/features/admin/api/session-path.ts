/**
 * The admin session check (GET, services/src/modules/auth): the guard asks it before an admin
 * page renders, and the HTML's boot script asks it first on an admin address, beside the
 * page's files, for the guard to take (shared/src/api/first-reads.ts).
 */
export const SESSION_PATH = '/api/auth/me';
