// Releases of one remote: publishing switches only that remote's entry of the served
// site-config.json (atomically), rollback steps back, and the launcher's servers serve them.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@minesite/shared/testing/free-port';
import { serveStatic } from '../launcher/static-server.js';
import {
  asRemote,
  list,
  publish,
  publishedSiteDir,
  releaseEntry,
  remoteReleasesDir,
  rollback,
  servedConfig,
  type ReleaseLayout,
} from './releases.js';
import { BASE_CONFIG } from './base-config-fixture.js';

let dir: string;
let layout: ReleaseLayout;
let builds = 0;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'minesite-releases-'));
  layout = { root: path.join(dir, 'releases'), baseConfigFile: path.join(dir, 'site-config.json') };
  await writeFile(layout.baseConfigFile, JSON.stringify(BASE_CONFIG));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A stand-in for a build: a folder with a manifest and an entry whose text says `label`. */
async function built(label: string): Promise<string> {
  builds += 1;
  const out = path.join(dir, `build-${builds}`);
  await mkdir(out);
  await writeFile(path.join(out, 'mf-manifest.json'), JSON.stringify({ label }));
  await writeFile(path.join(out, 'remoteEntry.js'), `/* ${label} */`);
  return out;
}

describe('publish', () => {
  it("switches only that remote's entry; the shell's own config stays as deployed", async () => {
    const version = await publish(layout, 'mf-content', await built('v1'));

    expect(version).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}$/);
    expect(await servedConfig(layout)).toEqual({
      ...BASE_CONFIG,
      remotes: {
        ...BASE_CONFIG.remotes,
        mf_content: `{protocol}//{hostname}:3005/releases/${version}/mf-manifest.json`,
      },
    });
    expect(JSON.parse(await readFile(layout.baseConfigFile, 'utf8'))).toEqual(BASE_CONFIG);
    const files = await readdir(path.join(remoteReleasesDir(layout.root, 'mf-content'), version));
    expect(files.sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);
  });

  it('replaces the served file by a rename, leaving no temporary file', async () => {
    await publish(layout, 'mf-content', await built('v1'));
    const served = path.join(publishedSiteDir(layout.root), 'site-config.json');
    const before = await stat(served);

    await publish(layout, 'mf-shop', await built('shop v1'));

    expect((await stat(served)).ino).not.toBe(before.ino);
    expect(await readdir(publishedSiteDir(layout.root))).toEqual(['site-config.json']);
    const config = await servedConfig(layout);
    expect(config.remotes.mf_content).toMatch(/\/releases\/.+\/mf-manifest\.json$/);
    expect(config.remotes.mf_shop).toMatch(/\/releases\/.+\/mf-manifest\.json$/);
  });

  it('refuses a folder that is not a built remote, and the shell', async () => {
    const empty = path.join(dir, 'empty');
    await mkdir(empty);

    await expect(publish(layout, 'mf-content', empty)).rejects.toThrow(/no mf-manifest.json/);
    expect(() => asRemote('shell')).toThrow(/Name one remote/);
    expect(() => asRemote(undefined)).toThrow(/mf-content/);
  });
});

describe('list and rollback', () => {
  it('steps back release by release, then to the remote’s own build', async () => {
    const first = await publish(layout, 'mf-content', await built('v1'), '20250101-000000-aaaaaa');
    const second = await publish(layout, 'mf-content', await built('v2'), '20250102-000000-bbbbbb');
    expect(await list(layout, 'mf-content')).toEqual({
      versions: [second, first],
      live: second,
      history: [second, first],
    });

    expect(await rollback(layout, 'mf-content')).toBe(first);
    expect((await servedConfig(layout)).remotes.mf_content).toBe(
      releaseEntry(BASE_CONFIG.remotes.mf_content, first),
    );
    expect((await list(layout, 'mf-content')).live).toBe(first);

    expect(await rollback(layout, 'mf-content')).toBeUndefined();
    expect(await servedConfig(layout)).toEqual(BASE_CONFIG);
    // No remote is on a release: the shell's own file is served again.
    expect(await readdir(publishedSiteDir(layout.root))).toEqual([]);
    // The releases stay on disk for a later publish.
    expect((await list(layout, 'mf-content')).versions).toEqual([second, first]);

    await expect(rollback(layout, 'mf-content')).rejects.toThrow(/no release to roll back/);
  });

  it("keeps another remote's release when one rolls back", async () => {
    await publish(layout, 'mf-shop', await built('shop'));
    await publish(layout, 'mf-content', await built('content'));

    await rollback(layout, 'mf-content');

    const config = await servedConfig(layout);
    expect(config.remotes.mf_content).toBe(BASE_CONFIG.remotes.mf_content);
    expect(config.remotes.mf_shop).toMatch(/\/releases\//);
  });
});

describe("the launcher's static servers", () => {
  it('serve release folders under /releases/ and the published config before the shell’s', async () => {
    const shellDist = path.join(dir, 'shell-dist');
    const remoteDist = path.join(dir, 'remote-dist');
    await mkdir(shellDist);
    await mkdir(remoteDist);
    await writeFile(path.join(shellDist, 'site-config.json'), JSON.stringify(BASE_CONFIG));
    await writeFile(path.join(shellDist, 'index.html'), '<html>shell</html>');
    await writeFile(path.join(remoteDist, 'mf-manifest.json'), '{"label":"own build"}');
    const version = await publish(layout, 'mf-content', await built('released'));

    const [shellPort, remotePort] = [await freePort(), await freePort()];
    const shell = await serveStatic({
      dir: shellDist,
      port: shellPort,
      host: '127.0.0.1',
      spa: true,
      layers: [{ prefix: '/', dir: publishedSiteDir(layout.root) }],
    });
    const remote = await serveStatic({
      dir: remoteDist,
      port: remotePort,
      host: '127.0.0.1',
      layers: [{ prefix: '/releases/', dir: remoteReleasesDir(layout.root, 'mf-content') }],
    });
    try {
      const get = (port: number, url: string) => fetch(`http://127.0.0.1:${port}${url}`);
      const config = await (await get(shellPort, '/site-config.json')).json();
      expect(config.remotes.mf_content).toContain(`/releases/${version}/`);
      expect(await (await get(shellPort, '/order-detail')).text()).toContain('shell');

      const released = await get(remotePort, `/releases/${version}/mf-manifest.json`);
      expect(await released.json()).toEqual({ label: 'released' });
      expect(released.headers.get('access-control-allow-origin')).toBe('*');
      expect(await (await get(remotePort, '/mf-manifest.json')).json()).toEqual({
        label: 'own build',
      });
      expect((await get(remotePort, '/releases/none/mf-manifest.json')).status).toBe(404);

      await rollback(layout, 'mf-content');
      const after = await (await get(shellPort, '/site-config.json')).json();
      expect(after).toEqual(BASE_CONFIG);
    } finally {
      await shell.close();
      await remote.close();
    }
  });
});
