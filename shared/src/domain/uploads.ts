/** The upload rules (spec section 9: at most 5 MB), free of zod so a form can check early. */

/** The largest image accepted, in bytes (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The image types accepted, recognised by their bytes (not the name or the declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Stored images are served under this path: `${UPLOADS_PATH}/{name}`. */
export const UPLOADS_PATH = '/api/uploads';
