/**
 * Version skew: a remote built against a version of a shared singleton the shell's copy cannot
 * stand in for (React 18 code on the shell's React 19). The ranges are the build's: each shared
 * module's `requiredVersion`, from tooling/federation/shared-versions.ts, in the shell's own
 * federation options and in the remote's mf-manifest.json.
 */
import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared module as a remote's mf-manifest.json lists it. */
export interface ManifestShare {
  name: string;
  /** The version the remote was built against (empty when the build did not say). */
  version?: string;
  requiredVersion?: string | false;
}

/** A shared module the shell provides, as its federation runtime holds it (`options.shared`). */
export interface ProvidedShare {
  version?: string;
  shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
}

/**
 * Why the shell's copies of `remote`'s shared singletons cannot serve it, one line per module;
 * empty when they all can. A module fails when the remote was built against a version outside
 * the shell's range for it, or asks for a range the shell's copy is outside.
 */
export function versionSkew(
  remote: readonly ManifestShare[],
  provided: Readonly<Record<string, readonly ProvidedShare[] | undefined>>,
): string[] {
  const reasons: string[] = [];
  for (const { name, version, requiredVersion } of remote) {
    const shell = provided[name]?.find((share) => share.shareConfig?.singleton);
    if (!shell?.version) continue;
    const accepts = shell.shareConfig?.requiredVersion;
    if (version && accepts && !satisfy(version, accepts)) {
      reasons.push(
        `${name}: built against ${version}, the shell provides ${shell.version} and accepts ${accepts}`,
      );
    } else if (requiredVersion && !satisfy(shell.version, requiredVersion)) {
      reasons.push(`${name}: requires ${requiredVersion}, the shell provides ${shell.version}`);
    }
  }
  return reasons;
}

/**
 * The Module Federation runtime the shell lends a production remote (its bundler runtime's
 * functions, tooling/federation/runtime-globals.ts), checked as a shared singleton: the remote
 * was built against its manifest's `pluginVersion`, and the lent functions are the runtime's
 * internals, so the shell accepts its own major and minor only.
 */
export const LENT_RUNTIME = '@module-federation/runtime (lent by the shell)';

/** The lent runtime as the remote's manifest names it (none when the build did not say). */
export function lentRuntimeOf(manifest: unknown): ManifestShare[] {
  const meta = (manifest as { metaData?: { pluginVersion?: unknown } } | undefined)?.metaData;
  const version = meta?.pluginVersion;
  return typeof version === 'string' && version ? [{ name: LENT_RUNTIME, version }] : [];
}

/** The lent runtime as the shell provides it: its own version, `~major.minor.0` accepted. */
export function lentRuntimeProvided(version: string): ProvidedShare {
  const [major, minor] = version.split('.');
  return {
    version,
    shareConfig: { singleton: true, requiredVersion: `~${major}.${minor ?? 0}.0` },
  };
}

export class RemoteVersionSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly reasons: readonly string[],
  ) {
    super(`remote ${remote} is refused, its shared singletons do not match: ${reasons.join('; ')}`);
    this.name = 'RemoteVersionSkewError';
  }
}
