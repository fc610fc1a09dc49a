/**
 * Which remotes the shell's copies of the shared singletons can serve: the ranges are the ones
 * the builds write (tooling/federation/shared-versions.ts), here as the shell's runtime holds
 * them and as a remote's mf-manifest.json lists them.
 */
import { describe, expect, it } from 'vitest';
import {
  LENT_RUNTIME,
  lentRuntimeOf,
  lentRuntimeProvided,
  versionSkew,
  type ManifestShare,
  type ProvidedShare,
} from './version-skew';

const provides = (version: string, requiredVersion: string): ProvidedShare[] => [
  { version, shareConfig: { singleton: true, requiredVersion } },
];

const SHELL: Record<string, ProvidedShare[]> = {
  react: provides('19.3.1', '^19.0.0'),
  'react/jsx-runtime': provides('19.3.1', '^19.0.0'),
  'react-router-dom': provides('7.18.5', '^7.0.0'),
  '@minesite/shared/store': provides('0.1.0-c1a2b3c4d5e6f', '0.1.0-c1a2b3c4d5e6f'),
};

const built = (name: string, version: string, requiredVersion: string): ManifestShare => ({
  name,
  version,
  requiredVersion,
});

describe('versionSkew', () => {
  it('accepts a remote built against the same majors, older or newer minors included', () => {
    const remote = [
      built('react', '19.0.0', '^19.0.0'),
      built('react/jsx-runtime', '19.4.2', '^19.0.0'),
      built('react-router-dom', '7.1.0', '^7.0.0'),
      built('@minesite/shared/store', '0.1.0-c1a2b3c4d5e6f', '0.1.0-c1a2b3c4d5e6f'),
    ];
    expect(versionSkew(remote, SHELL)).toEqual([]);
  });

  it('refuses a remote built against React 18, naming the module and both versions', () => {
    const remote = [
      built('react', '18.3.1', '^18.0.0'),
      built('react-router-dom', '7.2.0', '^7.0.0'),
    ];
    expect(versionSkew(remote, SHELL)).toEqual([
      'react: built against 18.3.1, the shell provides 19.3.1 and accepts ^19.0.0',
    ]);
  });

  it('refuses a remote built against a newer major', () => {
    const [reason] = versionSkew([built('react-router-dom', '8.0.0', '^8.0.0')], SHELL);
    expect(reason).toContain('react-router-dom: built against 8.0.0');
  });

  it('refuses a remote whose range the shell’s copy is outside, when it names no version', () => {
    expect(
      versionSkew([{ name: 'react', version: '', requiredVersion: '^18.2.0' }], SHELL),
    ).toEqual(['react: requires ^18.2.0, the shell provides 19.3.1']);
  });

  it('accepts the shared package built from the same content only (its content version)', () => {
    const same = built('@minesite/shared/store', '0.1.0-c1a2b3c4d5e6f', '0.1.0-c1a2b3c4d5e6f');
    expect(versionSkew([same], SHELL)).toEqual([]);
    const other = built('@minesite/shared/store', '0.1.0-c000000000000', '0.1.0-c000000000000');
    expect(versionSkew([other], SHELL)).toEqual([
      '@minesite/shared/store: built against 0.1.0-c000000000000, the shell provides 0.1.0-c1a2b3c4d5e6f and accepts 0.1.0-c1a2b3c4d5e6f',
    ]);
  });

  it('checks the lent federation runtime against the manifest’s build: same major and minor', () => {
    const shell = { ...SHELL, [LENT_RUNTIME]: [lentRuntimeProvided('2.9.2')] };
    const manifest = (pluginVersion: string) => ({ metaData: { pluginVersion }, shared: [] });
    expect(versionSkew(lentRuntimeOf(manifest('2.9.0')), shell)).toEqual([]);
    expect(versionSkew(lentRuntimeOf(manifest('2.10.1')), shell)).toEqual([
      `${LENT_RUNTIME}: built against 2.10.1, the shell provides 2.9.2 and accepts ~2.9.0`,
    ]);
    expect(lentRuntimeOf({ shared: [] })).toEqual([]);
  });

  it('ignores modules the shell does not provide as singletons', () => {
    const shell = {
      ...SHELL,
      lodash: [{ version: '4.17.21', shareConfig: { requiredVersion: '^4.0.0' } }],
    };
    const remote = [built('lodash', '3.10.1', '^3.0.0'), built('left-pad', '1.0.0', '^1.0.0')];
    expect(versionSkew(remote, shell)).toEqual([]);
  });
});
