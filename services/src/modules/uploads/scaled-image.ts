// An image is stored with a copy at each width pages ask for in their `srcset` (a phone's
// 120 px card needs a 240 px file, not the 640 px original), all made when the image is stored
// (an upload, the catalog's seed): serving one never decodes anything. A copy is never
// enlarged: at a width the original does not exceed, the copy is the original's bytes.
import { UPLOAD_WIDTHS } from '@minesite/shared/contract';
import { decodeImage } from './image-work.js';
import type { ImageStore } from './image-store.js';

/** The stored name of `name`'s copy at `width` (no upload name holds a slash). */
export const copyName = (name: string, width: number) => `w${width}/${name}`;

/** The copies of a stored image (one that sharp wrote, so it reads again), by width. */
export async function scaledCopies(bytes: Buffer): Promise<Map<number, Buffer>> {
  // An animated GIF or WebP keeps its frames, and every copy keeps the original's format.
  const { width = 0 } = await decodeImage(bytes, { animated: true }).metadata();
  const copies = new Map<number, Buffer>();
  for (const target of UPLOAD_WIDTHS) {
    copies.set(
      target,
      width <= target
        ? bytes
        : await decodeImage(bytes, { animated: true }).resize({ width: target }).toBuffer(),
    );
  }
  return copies;
}

/** Saves `name` and each of its copies that is not stored yet. */
export async function saveWithCopies(
  store: ImageStore,
  name: string,
  bytes: Buffer,
  contentType: string,
  copies: Map<number, Buffer>,
): Promise<void> {
  for (const [width, copy] of copies) {
    const copyAt = copyName(name, width);
    if (!(await store.exists(copyAt))) await store.save(copyAt, copy, contentType);
  }
  if (!(await store.exists(name))) await store.save(name, bytes, contentType);
}
