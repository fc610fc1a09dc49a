// A build's version comes from what visitors load: the same files give the same version.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { contentVersion } from './content-version.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'minesite-content-version-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function build(name: string, files: Record<string, string>): Promise<string> {
  const out = path.join(dir, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), content);
  }
  return out;
}

const FILES = {
  'mf-manifest.json': '{"name":"mf_content"}',
  'static/page.0123abcd.js': 'export default 1;',
  'mf-stats.json': '{"modules":["a","b"]}',
};

it('is the same for the same files, whatever the order of the build statistics', async () => {
  const first = await contentVersion(await build('a', FILES));
  const again = await contentVersion(
    await build('b', { ...FILES, 'mf-stats.json': '{"modules":["b","a"]}' }),
  );

  expect(first).toMatch(/^[0-9a-f]{16}$/);
  expect(again).toBe(first);
});

it('changes with any file visitors load, its content or its name', async () => {
  const first = await contentVersion(await build('a', FILES));
  const changed = await contentVersion(
    await build('b', { ...FILES, 'static/page.0123abcd.js': 'export default 2;' }),
  );
  const { 'static/page.0123abcd.js': chunk, ...rest } = FILES;
  const renamed = await contentVersion(await build('c', { ...rest, 'page.0123abcd.js': chunk }));

  expect(new Set([first, changed, renamed]).size).toBe(3);
});
