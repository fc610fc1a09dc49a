// The stored images as the GET route serves them. A file never changes under its name, so the
// small ones are kept in memory once read (least recently used dropped past a byte budget), and
// requests arriving together for a file not read yet share one database read: a burst for a
// new picture costs one read per width, not one per request, and leaves the database's
// connections to the other routes (the health check among them).
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import type { ImageStore } from './image-store.js';

/** Files larger than this are streamed from the database on every request, never kept. */
const MAX_KEPT_FILE_BYTES = 1024 * 1024;
/** All kept files together. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

export interface ServedImage {
  contentType: string;
  length: number;
  /** The bytes when kept in memory, else a fresh stream from the database. */
  body(): Buffer | Readable;
}

export class ServedImages {
  private readonly kept = new Map<string, ServedImage>();
  private keptBytes = 0;
  private readonly reading = new Map<string, Promise<ServedImage | null>>();

  constructor(private readonly store: ImageStore) {}

  /** The image stored under `name`, or null. */
  open(name: string): Promise<ServedImage | null> {
    const kept = this.kept.get(name);
    if (kept) {
      // Most recently used last, so the oldest use is dropped first.
      this.kept.delete(name);
      this.kept.set(name, kept);
      return Promise.resolve(kept);
    }
    let read = this.reading.get(name);
    if (!read) {
      read = this.read(name).finally(() => this.reading.delete(name));
      this.reading.set(name, read);
    }
    return read;
  }

  private async read(name: string): Promise<ServedImage | null> {
    const file = await this.store.open(name);
    if (!file) return null;
    const { contentType, length } = file;
    if (length > MAX_KEPT_FILE_BYTES) return { contentType, length, body: () => file.stream() };
    const bytes = await buffer(file.stream());
    const image = { contentType, length: bytes.length, body: () => bytes };
    this.keep(name, image);
    return image;
  }

  private keep(name: string, image: ServedImage): void {
    this.kept.set(name, image);
    this.keptBytes += image.length;
    for (const [oldest, old] of this.kept) {
      if (this.keptBytes <= MAX_KEPT_BYTES) break;
      this.kept.delete(oldest);
      this.keptBytes -= old.length;
    }
  }
}
