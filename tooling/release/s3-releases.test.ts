// Releases to S3-compatible storage, against a local S3 server (s3rver) the test starts: the
// files go up before the served config names them, each with its type and cache rule; a
// rollback switches the config back; the same build released twice changes nothing; and a page
// opened before a release keeps loading its own version while a new visit gets the new one.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentVersion } from './content-version.js';
import {
  list,
  publish,
  removeRelease,
  rollback,
  servedConfig,
  type StoredReleases,
} from './releases.js';
import { BASE_CONFIG } from './base-config-fixture.js';
import { s3LocationFromEnv } from './release-target.js';
import { s3Store } from './s3-store.js';

const BUCKET = 'site';

let dir: string;
let server: S3rver;
let endpoint: string;
let tests = 0;
/** The keys written, in order, with the entry the served config named just before each. */
let puts: { key: string; servedEntry: string | undefined }[];
let releases: StoredReleases;
let publicUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'minesite-s3-releases-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** What a visitor's browser gets from the public address. */
const visit = (url: string) => fetch(url);
const servedEntry = async () => {
  const answer = await visit(`${publicUrl}/site-config.json`);
  if (answer.status === 404) return undefined;
  return ((await answer.json()) as typeof BASE_CONFIG).remotes.mf_content;
};

beforeEach(async () => {
  tests += 1;
  const location = s3LocationFromEnv({
    RELEASE_TARGET: `s3://${BUCKET}/releases/test-${tests}/`,
    RELEASE_S3_ENDPOINT: endpoint,
  });
  if (!location) throw new Error('RELEASE_TARGET not read');
  // s3rver's own keys; a deployment's come from the SDK's usual sources.
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  puts = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'PutObjectCommand') {
        puts.push({ key: (args.input as { Key: string }).Key, servedEntry: await servedEntry() });
      }
      return next(args);
    },
    { step: 'initialize' },
  );
  publicUrl = location.publicUrl;
  const baseConfigFile = path.join(dir, `site-config-${tests}.json`);
  await writeFile(baseConfigFile, JSON.stringify(BASE_CONFIG));
  releases = { store: s3Store({ ...location, client }), baseConfigFile };
});

/** A stand-in for a build of mf-content whose texts say `label`, with compressed copies. */
async function built(label: string): Promise<string> {
  const out = await mkdtemp(path.join(dir, 'build-'));
  await mkdir(path.join(out, 'static'));
  const chunk = `__federation_expose_Page.${label === 'v1' ? '0123abcd' : '4567cdef'}.js`;
  await writeFile(path.join(out, 'mf-manifest.json'), JSON.stringify({ label, chunk }));
  await writeFile(path.join(out, 'remoteEntry.js'), `/* ${label} */`);
  await writeFile(path.join(out, chunk), `export const label = '${label}';`);
  await writeFile(path.join(out, `${chunk}.br`), `brotli of ${label}`);
  await writeFile(path.join(out, `${chunk}.gz`), `gzip of ${label}`);
  await writeFile(path.join(out, 'static/page.0123abcd.css'), `body { --label: '${label}'; }`);
  return out;
}

async function release(label: string) {
  const build = await built(label);
  const version = await publish(releases, 'mf-content', build, await contentVersion(build));
  return { build, version, entry: `${publicUrl}/mf-content/${version}/mf-manifest.json` };
}

describe('a release to S3-compatible storage', () => {
  it('uploads every file of the version before the served config names it', async () => {
    const first = await release('v1');
    puts = [];

    const second = await release('v2');

    const keys = puts.map(({ key }) => key);
    const prefix = `releases/test-${tests}`;
    const files = keys.filter((key) => key.startsWith(`${prefix}/mf-content/${second.version}/`));
    expect(files).toHaveLength(6);
    expect(files.at(-1)).toMatch(/\/mf-manifest\.json$/);
    // While each file went up, visitors were still sent to the first version.
    expect(puts.slice(0, files.length).map(({ servedEntry }) => servedEntry)).toEqual(
      files.map(() => first.entry),
    );
    expect(keys.slice(files.length)).toEqual([
      `${prefix}/site-config.json`,
      `${prefix}/history/mf-content.json`,
    ]);
    expect(await servedEntry()).toBe(second.entry);
    expect(await servedConfig(releases)).toEqual({
      ...BASE_CONFIG,
      remotes: { ...BASE_CONFIG.remotes, mf_content: second.entry },
    });
  });

  it('serves the version’s files for a year with their types, the config revalidated', async () => {
    const { version, entry } = await release('v1');
    const file = (name: string) => visit(`${publicUrl}/mf-content/${version}/${name}`);
    const headers = async (answer: Promise<Response>) => {
      const { status, headers } = await answer;
      return {
        status,
        type: headers.get('content-type'),
        encoding: headers.get('content-encoding'),
        cache: headers.get('cache-control'),
      };
    };
    const immutable = 'public, max-age=31536000, immutable';

    expect(await headers(file('mf-manifest.json'))).toEqual({
      status: 200,
      type: 'application/json',
      encoding: null,
      cache: immutable,
    });
    expect(await headers(file('__federation_expose_Page.0123abcd.js'))).toMatchObject({
      type: 'text/javascript',
      encoding: null,
      cache: immutable,
    });
    expect(await headers(file('__federation_expose_Page.0123abcd.js.br'))).toMatchObject({
      type: 'text/javascript',
      encoding: 'br',
      cache: immutable,
    });
    expect(await headers(file('__federation_expose_Page.0123abcd.js.gz'))).toMatchObject({
      type: 'text/javascript',
      encoding: 'gzip',
    });
    expect(await headers(file('static/page.0123abcd.css'))).toMatchObject({
      type: 'text/css',
      cache: immutable,
    });
    expect(await headers(visit(`${publicUrl}/site-config.json`))).toEqual({
      status: 200,
      type: 'application/json',
      encoding: null,
      cache: 'no-cache',
    });
    expect(await servedEntry()).toBe(entry);
  });

  it('changes nothing when the live build is released again', async () => {
    const first = await release('v1');
    puts = [];

    const rebuilt = await built('v1');
    const again = await publish(releases, 'mf-content', rebuilt, await contentVersion(rebuilt));

    expect(again).toBe(first.version);
    expect(puts).toEqual([]);
    expect(await list(releases, 'mf-content')).toEqual({
      versions: [first.version],
      live: first.version,
      history: [first.version],
    });
  });

  it('rolls back by switching the config alone, keeping every version for a later release', async () => {
    const first = await release('v1');
    const second = await release('v2');
    expect(await list(releases, 'mf-content')).toMatchObject({
      live: second.version,
      history: [second.version, first.version],
    });
    puts = [];

    expect(await rollback(releases, 'mf-content')).toBe(first.version);
    expect(await servedEntry()).toBe(first.entry);
    expect(puts.map(({ key }) => path.basename(key))).toEqual([
      'site-config.json',
      'mf-content.json',
    ]);

    expect(await rollback(releases, 'mf-content')).toBeUndefined();
    // No remote is on a release: the shell serves its own config again.
    expect(await servedEntry()).toBeUndefined();
    expect(await servedConfig(releases)).toEqual(BASE_CONFIG);
    const listing = await list(releases, 'mf-content');
    expect(listing.live).toBeUndefined();
    expect([...listing.versions].sort()).toEqual([first.version, second.version].sort());

    // A version out of the history can be removed: it is no longer listed, its files are gone.
    const third = await release('v3');
    await rollback(releases, 'mf-content');
    await removeRelease(releases, 'mf-content', third.version);
    expect((await list(releases, 'mf-content')).versions).not.toContain(third.version);
    expect((await visit(third.entry)).status).toBe(404);
    expect((await visit(third.entry.replace('mf-manifest.json', 'remoteEntry.js'))).status).toBe(
      404,
    );

    // Released again, the kept version's files are not uploaded twice.
    puts = [];
    await publish(releases, 'mf-content', second.build, second.version);
    expect(await servedEntry()).toBe(second.entry);
    expect(puts.map(({ key }) => path.basename(key))).toEqual([
      'site-config.json',
      'mf-content.json',
    ]);
  });

  it('lets a page opened before a release load its own chunks; a new visit gets the new ones', async () => {
    await release('v1');
    const manifestUrl = (await servedEntry()) ?? '';
    const openPage = (await (await visit(manifestUrl)).json()) as { chunk: string };

    await release('v2');

    const oldChunk = await visit(new URL(openPage.chunk, manifestUrl).href);
    expect(oldChunk.status).toBe(200);
    expect(await oldChunk.text()).toBe("export const label = 'v1';");
    const newManifestUrl = (await servedEntry()) ?? '';
    const newPage = (await (await visit(newManifestUrl)).json()) as { chunk: string };
    expect(await (await visit(new URL(newPage.chunk, newManifestUrl).href)).text()).toBe(
      "export const label = 'v2';",
    );
  });
});

describe('RELEASE_TARGET', () => {
  it('names the bucket, prefix and public address, or the served folder when unset', () => {
    expect(s3LocationFromEnv({})).toBeUndefined();
    expect(() => s3LocationFromEnv({ RELEASE_TARGET: '/srv/releases' })).toThrow(/s3:\/\//);
    expect(
      s3LocationFromEnv({ RELEASE_TARGET: 's3://shop-web/remotes', AWS_REGION: 'eu-west-1' }),
    ).toMatchObject({
      bucket: 'shop-web',
      prefix: 'remotes',
      publicUrl: 'https://shop-web.s3.eu-west-1.amazonaws.com/remotes',
    });
    expect(
      s3LocationFromEnv({
        RELEASE_TARGET: 's3://shop-web',
        RELEASE_S3_ENDPOINT: 'http://minio:9000/',
        RELEASE_PUBLIC_URL: 'https://cdn.example.com/web/',
      }),
    ).toMatchObject({ bucket: 'shop-web', prefix: '', publicUrl: 'https://cdn.example.com/web' });
  });
});
