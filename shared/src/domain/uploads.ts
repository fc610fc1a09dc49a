/** The upload rules (at most 5 MB), free of zod so a form can check early. */
import { UPLOADS_PATH } from '../contract/routes/files';

/** Stored images are served under this path (the uploads' route). */
export { UPLOADS_PATH };

/** The largest image accepted, in bytes (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The image types accepted, recognised by their bytes (not the name or the declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/**
 * The widths the service scales a stored image down to (`?w=240`), for a page's `srcset`: a
 * card's 120 px thumbnail on a 2× phone, a full-width picture on a phone, a wide screen. An
 * image narrower than the width asked for is sent at its own width, never enlarged.
 */
export const UPLOAD_WIDTHS = [240, 480, 960] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];

/**
 * The `srcset` of a picture a page writes as `ref` (a stored upload, `/api/uploads/…`, on the
 * API at `apiBaseUrl`): its scaled copies by width. None for any other address.
 */
export function uploadSrcSet(ref: string, apiBaseUrl: string): string | undefined {
  if (!ref.startsWith(`${UPLOADS_PATH}/`)) return undefined;
  return UPLOAD_WIDTHS.map((width) => `${apiBaseUrl}${ref}?w=${width} ${width}w`).join(', ');
}
