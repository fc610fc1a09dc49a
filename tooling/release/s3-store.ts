/**
 * Releases in S3-compatible storage, served to visitors through a CDN or the bucket's own
 * address (`publicUrl`). Under the target's prefix:
 *   <remote>/<version>/…       the built files, immutable (cached for a year), each with its
 *                              content type; the brotli and gzip copies beside them carry their
 *                              Content-Encoding, for a CDN that picks them by Accept-Encoding
 *   site-config.json           the config the shell reads (no-cache), replaced whole by one PUT
 *   history/<remote>.json      the versions published, oldest first (no-cache)
 * A version's manifest is uploaded after its other files: a version whose upload stopped half
 * way has none, is not listed and is uploaded again by the next release of the same build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { lookup } from 'mrmime';
import { IMMUTABLE_CACHE, REVALIDATED_CACHE } from '../launcher/static-server.js';
import { filesIn } from './content-version.js';
import type { ReleaseStore } from './release-store.js';

const MANIFEST = 'mf-manifest.json';
/** Uploads at once: enough to hide each request's round trip, few enough for any bucket. */
const PARALLEL_UPLOADS = 8;
const ENCODINGS: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

export interface S3Location {
  client: S3Client;
  bucket: string;
  /** Key prefix without a trailing slash; '' for the bucket's root. */
  prefix: string;
  /** Where visitors fetch the prefix's files, without a trailing slash. */
  publicUrl: string;
}

/** The headers of a built file: its type, its encoding when it is a compressed copy. */
export function objectHeaders(file: string) {
  const encoding = ENCODINGS[path.extname(file)];
  const original = encoding ? file.slice(0, -path.extname(file).length) : file;
  return {
    ContentType: lookup(original) ?? 'application/octet-stream',
    ...(encoding && { ContentEncoding: encoding }),
  };
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function s3Store({ client, bucket, prefix, publicUrl }: S3Location): ReleaseStore {
  const key = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const versionKeys = async function* (remote: string) {
    for await (const page of paginateListObjectsV2(
      { client },
      {
        Bucket: bucket,
        Prefix: key(`${remote}/`),
      },
    )) {
      yield* page.Contents ?? [];
    }
  };
  return {
    async readDocument(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        return await answer.Body?.transformToString();
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async writeDocument(name, content) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(name),
          Body: content,
          ...objectHeaders(name),
          CacheControl: REVALIDATED_CACHE,
        }),
      );
    },
    async removeDocument(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
    async versions(remote) {
      const found: { version: string; at: number }[] = [];
      for await (const object of versionKeys(remote)) {
        const [version, file, ...deeper] = (object.Key ?? '')
          .slice(key(remote).length + 1)
          .split('/');
        if (version && file === MANIFEST && deeper.length === 0) {
          found.push({ version, at: object.LastModified?.getTime() ?? 0 });
        }
      }
      found.sort((a, b) => b.at - a.at || b.version.localeCompare(a.version));
      return found.map(({ version }) => version);
    },
    async addVersion(remote, version, builtDir) {
      const upload = (file: string) =>
        readFile(path.join(builtDir, file)).then((body) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key(`${remote}/${version}/${file}`),
              Body: body,
              ...objectHeaders(file),
              CacheControl: IMMUTABLE_CACHE,
            }),
          ),
        );
      const files = await filesIn(builtDir);
      await eachLimited(
        files.filter((file) => file !== MANIFEST),
        PARALLEL_UPLOADS,
        upload,
      );
      await upload(MANIFEST);
    },
    async removeVersion(remote, version) {
      const manifest = key(`${remote}/${version}/${MANIFEST}`);
      const files: string[] = [];
      for await (const object of versionKeys(remote)) {
        const found = object.Key ?? '';
        if (found.startsWith(key(`${remote}/${version}/`)) && found !== manifest) files.push(found);
      }
      const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      // The manifest first: the version stops being listed before its files go.
      await remove(manifest);
      await eachLimited(files, PARALLEL_UPLOADS, remove);
    },
    entry: (_baseEntry, remote, version) => `${publicUrl}/${remote}/${version}/${MANIFEST}`,
    versionOf(entry, remote) {
      const start = `${publicUrl}/${remote}/`;
      if (!entry.startsWith(start) || !entry.endsWith(`/${MANIFEST}`)) return undefined;
      return entry.slice(start.length, -`/${MANIFEST}`.length);
    },
  };
}
