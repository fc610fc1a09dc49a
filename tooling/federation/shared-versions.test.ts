/**
 * The table of shared singleton ranges, as every build declares it: the range a remote must be
 * built within, and a build that stops when its own library is outside it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { sharedContentVersion } from './shared-content-version';
import { SINGLETON_RANGES, singletonShare } from './shared-versions';

const repo = path.resolve(import.meta.dirname, '../..');
const installed = (library: string): string =>
  JSON.parse(readFileSync(path.join(repo, 'node_modules', library, 'package.json'), 'utf8'))
    .version;

describe('singletonShare', () => {
  it('declares the library’s range from the table and the version built against', () => {
    expect(singletonShare('react', '19.3.1')).toEqual({
      singleton: true,
      requiredVersion: '^19.0.0',
      version: '19.3.1',
    });
    expect(singletonShare('react-router-dom', '^7.18.5').version).toBe('7.18.5');
  });

  it('gives the shared package exactly its content version: other shared code is refused', () => {
    const version = sharedContentVersion();
    expect(version).toMatch(/^\d+\.\d+\.\d+-c[0-9a-f]{12}$/);
    expect(singletonShare('@minesite/shared', version)).toEqual({
      singleton: true,
      requiredVersion: version,
      version,
    });
    expect(satisfy(version, version)).toBe(true);
    expect(satisfy(version.replace(/-c.*/, '-c000000000000'), version)).toBe(false);
  });

  it('versions the shared package by its content, tests and test helpers left out', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'shared-version-'));
    try {
      cpSync(path.join(repo, 'shared/package.json'), path.join(copy, 'package.json'));
      mkdirSync(path.join(copy, 'src/testing'), { recursive: true });
      writeFileSync(path.join(copy, 'src/config.ts'), 'export const a = 1;\n');
      const before = sharedContentVersion(copy);
      writeFileSync(path.join(copy, 'src/config.test.ts'), 'it.todo("x");\n');
      writeFileSync(path.join(copy, 'src/testing/helper.ts'), 'export const h = 1;\n');
      expect(sharedContentVersion(copy)).toBe(before);
      writeFileSync(path.join(copy, 'src/config.ts'), 'export const a = 2;\n');
      expect(sharedContentVersion(copy)).not.toBe(before);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('stops a build against a version outside the table, naming the library and the file', () => {
    expect(() => singletonShare('react', '18.3.1')).toThrow(
      /react 18\.3\.1 is outside \^19\.0\.0, its range in tooling\/federation\/shared-versions\.ts/,
    );
  });

  it('holds every installed singleton within its range', () => {
    for (const library of Object.keys(SINGLETON_RANGES)) {
      expect(() => singletonShare(library, installed(library)), library).not.toThrow();
    }
  });
});
