/**
 * Which versions of each shared singleton a front end may be built against to run in the
 * shell: one range per library, declared here once. Every build gives its shared modules the
 * library's range as `requiredVersion`, with the version it was built against
 * (`singletonShare`, used by shared-singletons.ts), so both land in its mf-manifest.json. The
 * shell refuses a remote whose manifest names a version outside its range
 * (shell/src/federation/version-skew.ts): that remote shows its fallback, the others keep
 * working. Module Federation by itself would only warn and hand the remote the shell's copy.
 *
 * A new major goes here, into the shell and into every remote together. Redux Toolkit is not
 * shared (one copy inside the shared package's singletons), so it has no range here.
 */
import { satisfy } from '@module-federation/enhanced/runtime';

export const SINGLETON_RANGES: Readonly<Record<string, string>> = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'react-router-dom': '^7.0.0',
  'react-redux': '^9.0.0',
  'react-intl': '^12.0.0',
  'antd-mobile': '^5.0.0',
};

/**
 * The federation settings of a shared singleton of `library` (its range from the table; for
 * the shared package, its content version exactly: shared-content-version.ts). Stops the build
 * when the version it is built against is outside that range.
 */
export function singletonShare(library: string, version: string) {
  const builtWith = version.replace(/^[\^~]/, '');
  const range = SINGLETON_RANGES[library] ?? builtWith;
  if (!satisfy(builtWith, range)) {
    throw new Error(
      `${library} ${builtWith} is outside ${range}, its range in ` +
        'tooling/federation/shared-versions.ts: change the range with the shell and every remote',
    );
  }
  return { singleton: true, requiredVersion: range, version: builtWith };
}
