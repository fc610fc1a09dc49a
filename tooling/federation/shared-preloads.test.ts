/**
 * The boot script preloads the shell's files of each shared module a remote page consumes, by
 * share key: the keys are read from rspack's identifiers of consumed and provided modules.
 */
import { describe, expect, it } from 'vitest';
import { providedFiles, shareKeyOf } from './shared-preloads';

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

describe('the files the shell names for a shared module', () => {
  /** A compilation of provided modules, each loaded with its chunks, each chunk its modules. */
  function compilation(provided: Record<string, { files: string[]; modules: string[] }[]>) {
    const modules = Object.entries(provided).map(([key, chunks]) => ({
      identifier: () => `provide shared module (default) ${key}@5.43.0 = /nm/${key}/index.js`,
      blocks: [{ chunks }],
    }));
    return {
      modules,
      chunkGraph: {
        getBlockChunkGroup: (block: { chunks: { files: string[]; modules: string[] }[] }) => ({
          chunks: block.chunks.map((chunk) => ({ ...chunk, files: new Set(chunk.files) })),
        }),
        getChunkModules: (chunk: { modules: string[] }) =>
          chunk.modules.map((id) => ({ identifier: () => id })),
      },
    } as unknown as Parameters<typeof providedFiles>[0];
  }
  const consume = (key: string) => `consume shared module (default) ${key}@^5.43.0 (singleton)`;

  it('are its own chunks and those of the shared modules it takes in turn, not the preloaded ones', () => {
    const files = providedFiles(
      compilation({
        'antd/search-bar': [
          {
            files: ['base.js', '1.js', '1.css'],
            modules: ['/nm/search-bar.js', consume('antd/input')],
          },
        ],
        'antd/input': [
          { files: ['base.js', '2.js'], modules: ['/nm/input.js', consume('antd/config')] },
        ],
        'antd/config': [{ files: ['3.js', '3.js.map'], modules: ['/nm/config.js'] }],
        'antd/button': [{ files: ['base.js'], modules: ['/nm/button.js'] }],
      }),
      '/',
      new Set(['base.js']),
    );
    expect(files).toEqual({
      'antd/search-bar': ['/1.js', '/1.css', '/2.js', '/3.js'],
      'antd/input': ['/2.js', '/3.js'],
      'antd/config': ['/3.js'],
    });
  });
});
