import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { STORAGE_KEYS } from '@minesite/shared/storage';
import { Button, PageLayout, SearchBar } from '@minesite/shared/ui';
import { localId } from '../../../lib/local-id';
import { useStored } from '../../../lib/use-stored';
import {
  deleteNote,
  notesAbout,
  readNotes,
  saveNote,
  sitePath,
  searchNotes,
  type Note,
} from '../notes-store';
import { NoteEditor } from './note-editor';
import '../../../components/buyer-page.css';

/**
 * The buyer's notes on this device: add, edit, delete and search. Opened with `?order=` or
 * `?product=` (from that order's or product's page), it lists that one's notes and ties new
 * ones to it.
 */
export function NotesScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const about = {
    ...(params.get('order') ? { orderId: params.get('order')! } : {}),
    ...(params.get('product') ? { productId: params.get('product')! } : {}),
  };
  const productPage = about.productId ? sitePath(params.get('page')) : undefined;
  const tied = Boolean(about.orderId ?? about.productId);
  const notes = useStored(STORAGE_KEYS.notes, readNotes);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const shown = searchNotes(tied ? notesAbout(notes, about) : notes, search);

  const add = (text: string) =>
    saveNote({
      id: localId(),
      text,
      ...about,
      ...(productPage ? { productPage } : {}),
      updatedAt: new Date().toISOString(),
    });

  return (
    <PageLayout titleId="route.notes">
      {about.orderId && (
        <p className="buyer-muted">
          <FormattedMessage id="orders.notes.aboutOrder" values={{ orderId: about.orderId }} />{' '}
          <Link to="/notes">
            <FormattedMessage id="orders.notes.showAll" />
          </Link>
        </p>
      )}
      {about.productId && (
        <p className="buyer-muted">
          <FormattedMessage
            id="orders.notes.aboutProduct"
            values={{ productId: about.productId }}
          />{' '}
          <Link to="/notes">
            <FormattedMessage id="orders.notes.showAll" />
          </Link>
        </p>
      )}
      <NoteEditor labelId="orders.notes.new" onSave={add} />
      <div role="search" aria-label={intl.formatMessage({ id: 'orders.notes.searchLabel' })}>
        <SearchBar
          value={search}
          onChange={setSearch}
          placeholder={intl.formatMessage({ id: 'orders.notes.searchPlaceholder' })}
        />
      </div>
      {shown.length === 0 ? (
        <p className="buyer-muted">
          <FormattedMessage id={notes.length ? 'orders.notes.noMatch' : 'orders.notes.empty'} />
        </p>
      ) : (
        <ul className="buyer-list" aria-label={intl.formatMessage({ id: 'route.notes' })}>
          {shown.map((note) => (
            <li key={note.id}>
              {editing === note.id ? (
                <NoteEditor
                  initial={note.text}
                  labelId="orders.notes.edit"
                  onSave={(text) => {
                    saveNote({ ...note, text, updatedAt: new Date().toISOString() });
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <NoteView note={note} onEdit={() => setEditing(note.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}

function NoteView({ note, onEdit }: { note: Note; onEdit: () => void }) {
  return (
    <article>
      <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{note.text}</p>
      <p className="buyer-muted">
        <FormattedDate value={note.updatedAt} dateStyle="medium" timeStyle="short" />
        {note.orderId && (
          <>
            {' · '}
            <Link to={`/order-detail?orderId=${encodeURIComponent(note.orderId)}`}>
              <FormattedMessage id="orders.notes.order" values={{ orderId: note.orderId }} />
            </Link>
          </>
        )}
        {note.productId && (
          <>
            {' · '}
            <Link to={note.productPage ?? `/product/${encodeURIComponent(note.productId)}`}>
              <FormattedMessage id="orders.notes.product" />
            </Link>
          </>
        )}
      </p>
      <div className="buyer-actions">
        <Button size="small" onClick={onEdit}>
          <FormattedMessage id="orders.notes.editButton" />
        </Button>
        <Button size="small" color="danger" fill="outline" onClick={() => deleteNote(note.id)}>
          <FormattedMessage id="orders.notes.delete" />
        </Button>
      </div>
    </article>
  );
}
