/**
 * The white, rounded panel the pages draw a list item, a section or a summary in, and its
 * parts: a head (title and what goes beside it), a title, a line of facts and a note.
 */
import { styledBox } from './box';
import './card.css';

/** A card; `compact` for the operator's long lists (tighter and a shade darker). */
export const Card = styledBox('section', 'ui-card', { flags: ['compact'] });

/** Cards one under another, evenly spaced. */
export const CardList = styledBox('div', 'ui-card-list');

/**
 * A card's head: its title with what stands beside it (a tag, a button), centred, or aligned
 * at the `top` with the space under the title kept.
 */
export const CardHead = styledBox<'div', 'top'>('div', 'ui-card-head');

/**
 * A card's title: `compact` in the operator's lists, `sub` over a part of a card, and on the
 * reading pages `article` (a card of text) or `headline` (a section's heading).
 */
export const CardTitle = styledBox<'h3', 'compact' | 'sub' | 'article' | 'headline'>(
  'h3',
  'ui-card-title',
);

/** A line of short facts under a card's title (a date, a status, an amount), spread apart. */
export const CardMeta = styledBox('p', 'ui-card-meta');

/** A card's small, muted description or note. */
export const CardNote = styledBox('p', 'ui-card-note');
