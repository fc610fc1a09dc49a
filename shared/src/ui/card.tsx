/**
 * The white, rounded panel the pages draw a list item, a section or a summary in, and its
 * parts: a head (title and what goes beside it), a title, a line of facts and a note.
 */
import type { ElementType } from 'react';
import { classNames, type BoxProps } from './box';
import './card.css';

/** A card; `compact` for the operator's long lists (tighter and a shade darker). */
export function Card<T extends ElementType = 'section'>({
  as,
  compact = false,
  className,
  ...rest
}: BoxProps<T> & { compact?: boolean }) {
  const Tag: ElementType = as ?? 'section';
  return (
    <Tag className={classNames('ui-card', compact && 'ui-card-compact', className)} {...rest} />
  );
}

/** A card's head: its title with what stands beside it (a tag, a button), centred or `top`-aligned. */
export function CardHead<T extends ElementType = 'div'>({
  as,
  align = 'center',
  className,
  ...rest
}: BoxProps<T> & { align?: 'center' | 'top' }) {
  const Tag: ElementType = as ?? 'div';
  return (
    <Tag
      className={classNames('ui-card-head', align === 'top' && 'ui-card-head-top', className)}
      {...rest}
    />
  );
}

/**
 * A card's title: `compact` in the operator's lists, `sub` over a part of a card, and on the
 * reading pages `article` (a card of text) or `headline` (a section's heading).
 */
export function CardTitle<T extends ElementType = 'h3'>({
  as,
  variant,
  className,
  ...rest
}: BoxProps<T> & { variant?: 'compact' | 'sub' | 'article' | 'headline' }) {
  const Tag: ElementType = as ?? 'h3';
  return (
    <Tag
      className={classNames('ui-card-title', variant && `ui-card-title-${variant}`, className)}
      {...rest}
    />
  );
}

/** A line of short facts under a card's title (a date, a status, an amount), spread apart. */
export function CardMeta<T extends ElementType = 'p'>({ as, className, ...rest }: BoxProps<T>) {
  const Tag: ElementType = as ?? 'p';
  return <Tag className={classNames('ui-card-meta', className)} {...rest} />;
}

/** A card's small, muted description or note. */
export function CardNote<T extends ElementType = 'p'>({ as, className, ...rest }: BoxProps<T>) {
  const Tag: ElementType = as ?? 'p';
  return <Tag className={classNames('ui-card-note', className)} {...rest} />;
}

/** Cards one under another, evenly spaced. */
export function CardList<T extends ElementType = 'div'>({ as, className, ...rest }: BoxProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag className={classNames('ui-card-list', className)} {...rest} />;
}
