import { expect, it } from 'vitest';
import { applyPatch } from './ferretdb-build.js';
import { FERRETDB_PATCHES } from './ferretdb-patches.js';

const patch = FERRETDB_PATCHES[0]!;

it('replaces the patch anchor where it occurs once', () => {
  expect(applyPatch(`const (\n\t${patch.from}\n)`, patch)).toBe(`const (\n\t${patch.to}\n)`);
});

it('stops the build when the module no longer holds the anchor once', () => {
  expect(() => applyPatch('const ()', patch)).toThrow(/no longer applies \(0 matches/);
  expect(() => applyPatch(`${patch.from}\n${patch.from}`, patch)).toThrow(/2 matches/);
});
