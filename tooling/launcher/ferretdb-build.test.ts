import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { applyPatch } from './ferretdb-build.js';
import { FERRETDB_PATCHES, JSON_DECODER } from './ferretdb-patches.js';

const patch = FERRETDB_PATCHES[0]!;

it('replaces the patch anchor where it occurs once', () => {
  expect(applyPatch(`const (\n\t${patch.from}\n)`, patch)).toBe(`const (\n\t${patch.to}\n)`);
});

it('stops the build when the module no longer holds the anchor once', () => {
  expect(() => applyPatch('const ()', patch)).toThrow(/no longer applies \(0 matches/);
  expect(() => applyPatch(`${patch.from}\n${patch.from}`, patch)).toThrow(/2 matches/);
});

it('builds with the JSON decoder the patches import, at the version they name', async () => {
  const dir = new URL('./ferretdb/', import.meta.url);
  const [goMod, goSum] = await Promise.all(
    ['go.mod', 'go.sum'].map((file) => readFile(new URL(file, dir), 'utf8')),
  );
  const { module, version } = JSON_DECODER;
  expect(goMod).toContain(`\t${module} ${version}`);
  expect(goSum).toContain(`${module} ${version} h1:`);
  const imports = FERRETDB_PATCHES.filter((patch) => patch.to.includes(`json "${module}"`));
  expect(imports.length).toBeGreaterThan(0);
  expect(FERRETDB_PATCHES.find((patch) => patch.file === 'go.mod')?.to).toContain(
    `require ${module} ${version}`,
  );
});
