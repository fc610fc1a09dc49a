/** The buyer's notes on this device: newest first, edited in place, found by any of their words. */
import { afterEach, describe, expect, it } from 'vitest';
import { deleteNote, notesAbout, readNotes, saveNote, searchNotes, sitePath } from './notes-store';

const at = '2025-01-01T00:00:00.000Z';

afterEach(() => localStorage.clear());

describe('the notes', () => {
  it('keeps the newest first, an edit in place of the old text, and forgets a deleted one', () => {
    saveNote({ id: 'a', text: 'S21 hosting at 0.35', updatedAt: at });
    saveNote({ id: 'b', text: 'Ask about L9 delivery', orderId: 'ORD1', updatedAt: at });
    saveNote({ id: 'a', text: 'S21 hosting at 0.38', updatedAt: at });
    expect(readNotes().map((note) => [note.id, note.text])).toEqual([
      ['a', 'S21 hosting at 0.38'],
      ['b', 'Ask about L9 delivery'],
    ]);
    deleteNote('a');
    expect(readNotes().map((note) => note.id)).toEqual(['b']);
  });

  it('finds notes holding every word searched, in any case, the order number included', () => {
    const notes = [
      { id: 'a', text: 'S21 hosting', updatedAt: at },
      { id: 'b', text: 'L9 delivery', orderId: 'ORD42', updatedAt: at },
    ];
    expect(searchNotes(notes, 'l9').map((note) => note.id)).toEqual(['b']);
    expect(searchNotes(notes, 'ord42 DELIVERY').map((note) => note.id)).toEqual(['b']);
    expect(searchNotes(notes, 's21 delivery')).toEqual([]);
    expect(searchNotes(notes, '  ')).toHaveLength(2);
    expect(notesAbout(notes, { orderId: 'ORD42' }).map((note) => note.id)).toEqual(['b']);
  });
});

describe('sitePath', () => {
  it('keeps a path on this site and drops anything else a query may carry', () => {
    expect(sitePath('/mining-power-detail?id=cloud-classic-365')).toBe(
      '/mining-power-detail?id=cloud-classic-365',
    );
    expect(sitePath('//evil.example/x')).toBeUndefined();
    expect(sitePath('https://evil.example/')).toBeUndefined();
    expect(sitePath(null)).toBeUndefined();
  });
});
