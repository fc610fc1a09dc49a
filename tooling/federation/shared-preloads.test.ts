/**
 * The boot script preloads the shell's files of each shared module a remote page consumes, by
 * share key: the keys are read from rspack's identifiers of consumed and provided modules.
 */
import { describe, expect, it } from 'vitest';
import { shareKeyOf } from './shared-preloads';

describe('the share key of a shared module', () => {
  it('is read from a consumed module, scoped names and version ranges included', () => {
    expect(
      shareKeyOf(
        'consume shared module (default) antd-mobile/components/button@^5.43.0 (singleton)',
        'consume',
      ),
    ).toBe('antd-mobile/components/button');
    expect(
      shareKeyOf(
        'consume shared module (default) @minesite/shared/intl@^0.1.0 (strict)',
        'consume',
      ),
    ).toBe('@minesite/shared/intl');
  });

  it('is read from a provided module, and not from any other', () => {
    expect(
      shareKeyOf(
        'provide shared module (default) react-router-dom@7.18.5 = /repo/tooling/federation/react-router-dom.ts',
        'provide',
      ),
    ).toBe('react-router-dom');
    expect(shareKeyOf('/repo/node_modules/antd-mobile/es/index.js', 'provide')).toBeUndefined();
    expect(
      shareKeyOf('consume shared module (default) react@^19.3.1 (strict)', 'provide'),
    ).toBeUndefined();
  });
});
