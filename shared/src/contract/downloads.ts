/**
 * The downloads contract: files the operator uploads (kept in GridFS), each
 * with four-language texts, a published flag and a place in the list. Visitors read the
 * published ones and their bytes; the admin reads, uploads, edits and deletes every one.
 */
import './browser-jitless';
import { z } from 'zod';
import { DOWNLOAD_KINDS } from '../domain/downloads';
import { contentIdSchema, localizedTextOf } from './content';

export const downloadIdSchema = contentIdSchema;

/** What the admin writes about a download (create and edit). */
export const downloadInputSchema = z.strictObject({
  kind: z.enum(DOWNLOAD_KINDS),
  title: localizedTextOf(200),
  description: localizedTextOf(2000),
  published: z.boolean(),
  /** Ascending; equal orders keep the order the items were made in. */
  order: z.number().int().min(0).max(100_000),
});
export type DownloadInput = z.output<typeof downloadInputSchema>;
export type DownloadRequest = z.input<typeof downloadInputSchema>;

/** The stored file, as the service measured it while storing. */
export const downloadFileSchema = z.strictObject({
  /** The name it is saved under. */
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  /** SHA-256 of the bytes, lowercase hexadecimal. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** ISO time it was stored. */
  uploadDate: z.iso.datetime(),
});
export type DownloadFile = z.output<typeof downloadFileSchema>;

export const downloadItemSchema = downloadInputSchema.extend({
  id: downloadIdSchema,
  file: downloadFileSchema,
  /** ISO time of the last write. */
  updatedAt: z.iso.datetime(),
});
export type DownloadItem = z.output<typeof downloadItemSchema>;

/** GET /api/downloads: the published downloads in list order. */
export const downloadListSchema = z.strictObject({ items: z.array(downloadItemSchema) });
export type DownloadList = z.output<typeof downloadListSchema>;

/** GET /api/admin/downloads: every download, and the largest file the service takes. */
export const adminDownloadListSchema = downloadListSchema.extend({
  maxBytes: z.number().int().positive(),
});
export type AdminDownloadList = z.output<typeof adminDownloadListSchema>;
