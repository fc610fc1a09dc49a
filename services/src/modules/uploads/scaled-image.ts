// A stored image scaled down to one of the widths pages ask for in their `srcset` (a phone's
// 120 px card needs a 240 px file, not the 640 px original). The first request scales the
// original with sharp and stores the copy beside it in GridFS, so every replica serves it from
// then on without scaling again. Two replicas scaling at once both store a copy; the store
// serves the newest, and both are the same picture.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { ImageStore, StoredImage } from './image-store.js';

/** The stored name of `name`'s copy at `width` (no upload name holds a slash). */
const copyName = (name: string, width: number) => `w${width}/${name}`;

export async function openScaled(
  store: ImageStore,
  name: string,
  width: number,
): Promise<StoredImage | null> {
  const copy = await store.open(copyName(name, width));
  if (copy) return copy;
  const original = await store.open(name);
  if (!original) return null;
  // Every stored image was read and re-encoded by sharp on its way in, so it reads again; an
  // animated GIF or WebP keeps its frames, and the copy keeps the original's format.
  const bytes = await sharp(await buffer(original.stream()), { animated: true })
    .resize({ width, withoutEnlargement: true })
    .toBuffer();
  await store.save(copyName(name, width), bytes, original.contentType);
  return {
    contentType: original.contentType,
    length: bytes.length,
    uploadDate: new Date(),
    stream: () => Readable.from([bytes]),
  };
}
