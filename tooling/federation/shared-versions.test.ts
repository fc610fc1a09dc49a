/**
 * The table of shared singleton ranges, as every build declares it: the range a remote must be
 * built within, and a build that stops when its own library is outside it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('gives the shared package, released with the site, a range from its own version', () => {
    expect(singletonShare('@minesite/shared', '0.1.0').requiredVersion).toBe('^0.1.0');
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
