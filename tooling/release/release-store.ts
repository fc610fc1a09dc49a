/**
 * Where a remote's releases are kept and the served `site-config.json` is switched: a folder the
 * web server serves (folder-store.ts) or an S3-compatible bucket behind a CDN (s3-store.ts).
 * releases.ts publishes, lists and rolls back the same way on either.
 */

/** The config the shell reads at run time; a release switches one remote's entry in it. */
export const SITE_CONFIG = 'site-config.json';
/** The versions published of a remote, oldest first; the last one is live. */
export const historyDocument = (remote: string) => `history/${remote}.json`;

export interface ReleaseStore {
  /** A small document (`SITE_CONFIG`, a history), undefined when there is none. */
  readDocument(name: string): Promise<string | undefined>;
  /** Replaces the document whole: a reader gets the old one or the new one, never half. */
  writeDocument(name: string, content: string): Promise<void>;
  removeDocument(name: string): Promise<void>;
  /** The complete versions kept of the remote, newest first. */
  versions(remote: string): Promise<string[]>;
  /** Keeps a built folder as `version` of the remote; it never changes afterwards. */
  addVersion(remote: string, version: string, builtDir: string): Promise<void>;
  removeVersion(remote: string, version: string): Promise<void>;
  /** The address of a version's manifest, given the remote's entry in the shell's own config. */
  entry(baseEntry: string, remote: string, version: string): string;
  /** The version an entry of the served config names; undefined for the remote's own build. */
  versionOf(entry: string, remote: string): string | undefined;
}
