/**
 * Where `npm run release` keeps a remote's releases: with `RELEASE_TARGET=s3://bucket/prefix`,
 * S3-compatible storage (s3-store.ts); without it, the folder the site's servers serve
 * (`RELEASES_DIR`, folder-store.ts). Credentials and region come the AWS SDK's usual way
 * (`AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, a profile, a pod's web identity …).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { ReleaseError } from './folder-store.js';
import { s3Store, type S3Location } from './s3-store.js';
import type { ReleaseStore } from './release-store.js';

/** The bucket and prefix of `s3://bucket/prefix`; undefined for any other target. */
export function parseS3Target(target: string | undefined) {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(target ?? '');
  if (!match) return undefined;
  return { bucket: match[1] as string, prefix: (match[2] ?? '').replace(/\/+$/, '') };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The S3 location `RELEASE_TARGET` names; undefined when releases go to the served folder. */
export function s3LocationFromEnv(env: NodeJS.ProcessEnv = process.env): S3Location | undefined {
  if (!env.RELEASE_TARGET) return undefined;
  const target = parseS3Target(env.RELEASE_TARGET);
  if (!target) {
    throw new ReleaseError(`RELEASE_TARGET must be s3://bucket/prefix, not ${env.RELEASE_TARGET}`);
  }
  const endpoint = env.RELEASE_S3_ENDPOINT ? trimSlash(env.RELEASE_S3_ENDPOINT) : undefined;
  const region = env.AWS_REGION ?? 'us-east-1';
  const bucketUrl = endpoint
    ? `${endpoint}/${target.bucket}`
    : `https://${target.bucket}.s3.${region}.amazonaws.com`;
  return {
    // Another S3-compatible server (MinIO, Ceph …) is addressed by path, not by host name.
    client: new S3Client({ region, endpoint, forcePathStyle: Boolean(endpoint) }),
    bucket: target.bucket,
    prefix: target.prefix,
    publicUrl: trimSlash(
      env.RELEASE_PUBLIC_URL ?? [bucketUrl, target.prefix].filter(Boolean).join('/'),
    ),
  };
}

export function s3StoreFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseStore | undefined {
  const location = s3LocationFromEnv(env);
  return location && s3Store(location);
}
