/** The QR and product image rules: images only, at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageFileProblem = 'notImage' | 'tooLarge';

/** Why `file` may not be uploaded, or null when it may. Checked before anything is sent. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
