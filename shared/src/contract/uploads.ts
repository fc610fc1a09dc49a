/** The upload contract: POST /api/upload answers where the stored image is served. */
import './browser-jitless';
import { z } from 'zod';
import { UPLOAD_WIDTHS, type UploadWidth } from '../domain/uploads';

export const uploadReplySchema = z.strictObject({
  /** Site-relative, e.g. `/api/uploads/0f3c…e1.webp`; served with a one-year immutable cache. */
  url: z.string(),
});
export type UploadReply = z.output<typeof uploadReplySchema>;

/**
 * A stored file's name: server-made, 32 hexadecimal characters for uploads or `seed-<product
 * id>` for the seeded catalog's pictures, and the image's extension.
 */
export const uploadNameSchema = z
  .string()
  .regex(
    /^(?:[0-9a-f]{32}|seed-[a-z0-9][a-z0-9-]{0,63})\.(?:png|jpg|webp|gif)$/,
    'must be the name of a stored image',
  );

export const uploadQuerySchema = z.strictObject({
  /** One of UPLOAD_WIDTHS, written as a whole number: the image scaled down to that width. */
  w: z
    .enum(UPLOAD_WIDTHS.map(String) as [`${UploadWidth}`, ...`${UploadWidth}`[]])
    .transform((width) => Number(width) as UploadWidth)
    .optional(),
});
