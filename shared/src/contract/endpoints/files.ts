import { z } from 'zod';
import {
  adminDownloadListSchema,
  downloadIdSchema,
  downloadInputSchema,
  downloadItemSchema,
  downloadListSchema,
} from '../downloads';
import { fileRoutes } from '../routes/files';
import { uploadQuerySchema, uploadReplySchema } from '../uploads';
import { endpointsOf } from './endpoint';
import { changeOf, removalOf } from './record-shapes';

const idParams = z.strictObject({ id: downloadIdSchema });
const savedDownload = { description: 'The saved download', schema: downloadItemSchema };

// The uploads' multipart bodies are described by the service (its `rawBody`), with its limits.
export const fileEndpoints = endpointsOf(fileRoutes, {
  upload: {
    replies: { 201: { description: 'Where the image is served', schema: uploadReplySchema } },
    errors: {
      400: 'no file, another field, an empty or damaged image',
      413: 'larger than 5 MB (nothing is stored)',
      415: 'not multipart, or not an accepted image',
      503: 'too many images in work at once (Retry-After), nothing stored',
    },
  },
  image: {
    // Any name: one the service never makes (32 hex characters or `seed-<id>`, and the
    // image's extension) names no image, so it is a 404 like a deleted one.
    params: z.strictObject({ name: z.string().max(200) }),
    query: uploadQuerySchema,
    replies: { 200: { description: 'The image bytes', mediaType: 'image/*' } },
    errors: { 400: 'another width', 404: 'no such image (or a name the service never makes)' },
  },
  downloads: {
    replies: { 200: { description: 'The published downloads', schema: downloadListSchema } },
  },
  downloadFile: {
    params: idParams,
    replies: {
      200: {
        description: 'The stored bytes, with the media type they were uploaded with',
        mediaType: '*/*',
      },
      304: { description: 'Not modified: If-None-Match names the current ETag' },
    },
    errors: { 404: 'no such published download (download_not_found)' },
  },
  adminDownloads: {
    replies: { 200: { description: 'The downloads', schema: adminDownloadListSchema } },
  },
  addDownload: {
    replies: { 201: savedDownload },
    errors: {
      400: 'no item or file, an invalid item, an empty file, another field',
      415: 'not multipart',
    },
  },
  updateDownload: changeOf(idParams, downloadInputSchema, savedDownload, 'no such download'),
  removeDownload: removalOf(idParams, 'no such download'),
});
