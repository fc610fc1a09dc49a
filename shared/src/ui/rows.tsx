/**
 * Label and value rows (a definition list): a card's figures, an order's details, a
 * download's facts. Each row is a `div` holding a `dt` and a `dd`.
 */
import type { ElementType } from 'react';
import { classNames, type BoxProps } from './box';
import './rows.css';

/**
 * The rows' look by what they list: `facts` (the default: short texts, no line under the last),
 * `figures` (numbers aligned on their baseline and digits), `details` (values that wrap beside
 * tags and buttons) and `summary` (details without a line under the last).
 */
export type RowsVariant = 'facts' | 'figures' | 'details' | 'summary';

export function Rows<T extends ElementType = 'dl'>({
  as,
  variant = 'facts',
  className,
  ...rest
}: BoxProps<T> & { variant?: RowsVariant }) {
  const Tag: ElementType = as ?? 'dl';
  return <Tag className={classNames('ui-rows', `ui-rows-${variant}`, className)} {...rest} />;
}

/** One row; `strong` sets its value in bold (a total). */
export function Row<T extends ElementType = 'div'>({
  as,
  strong = false,
  className,
  ...rest
}: BoxProps<T> & { strong?: boolean }) {
  const Tag: ElementType = as ?? 'div';
  return <Tag className={classNames(strong && 'ui-row-strong', className)} {...rest} />;
}
