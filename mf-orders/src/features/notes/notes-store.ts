/**
 * The buyer's notes on this device (`notes` in storage): a text, optionally tied to a product or
 * an order, newest first.
 */
import { STORAGE_KEYS, readJson, writeJson } from '@minesite/shared/storage';

export interface Note {
  id: string;
  text: string;
  /** The product or order the note is about. */
  productId?: string;
  /** The product's page the note was written from (a site path). */
  productPage?: string;
  orderId?: string;
  updatedAt: string;
}

/** A path on this site (`/…`, never `//host`), else undefined: a query can say anything. */
export const sitePath = (path: string | null) =>
  path && /^\/(?!\/)/.test(path) ? path : undefined;

export function readNotes(): Note[] {
  const notes = readJson<unknown>(STORAGE_KEYS.notes);
  return Array.isArray(notes)
    ? notes.filter(
        (note): note is Note =>
          typeof note === 'object' && note !== null && typeof (note as Note).id === 'string',
      )
    : [];
}

/** Adds the note, or replaces the one with its id, putting it first. */
export function saveNote(note: Note): void {
  writeJson(STORAGE_KEYS.notes, [note, ...readNotes().filter((kept) => kept.id !== note.id)]);
}

export function deleteNote(id: string): void {
  writeJson(
    STORAGE_KEYS.notes,
    readNotes().filter((note) => note.id !== id),
  );
}

/** The notes whose text, product or order holds every word of `search` (any case). */
export function searchNotes(notes: readonly Note[], search: string): Note[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return notes.filter((note) => {
    const haystack = [note.text, note.productId, note.orderId].join(' ').toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The notes about one product or order. */
export const notesAbout = (
  notes: readonly Note[],
  about: { productId?: string; orderId?: string },
) =>
  notes.filter(
    (note) =>
      (about.productId && note.productId === about.productId) ||
      (about.orderId && note.orderId === about.orderId),
  );
