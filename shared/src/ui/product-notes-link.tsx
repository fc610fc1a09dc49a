/**
 * "My notes" on a product's page: a link to the buyer's notes about that product (`/notes?product=`),
 * with how many there are on this device, kept in step when a note is added in another tab.
 */
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { readJson, STORAGE_KEYS, watchStorageKey } from '../storage/local-storage';

/** How many of the stored notes are about `productId` (a number: a stable snapshot). */
function notesCount(productId: string): number {
  const notes = readJson<unknown>(STORAGE_KEYS.notes);
  return Array.isArray(notes)
    ? notes.filter(
        (note: unknown) =>
          typeof note === 'object' &&
          note !== null &&
          (note as { productId?: unknown }).productId === productId,
      ).length
    : 0;
}

const watchNotes = (listener: () => void) => watchStorageKey(STORAGE_KEYS.notes, listener);

/** `messageId`: the remote's own text, with `{count}`. */
export function ProductNotesLink({
  productId,
  messageId,
}: {
  productId: string;
  messageId: string;
}) {
  const count = useSyncExternalStore(
    watchNotes,
    () => notesCount(productId),
    () => 0,
  );
  return (
    <p className="product-notes-link">
      <Link to={`/notes?product=${encodeURIComponent(productId)}`} data-testid="product-notes-link">
        <FormattedMessage id={messageId} values={{ count }} />
      </Link>
    </p>
  );
}
