/**
 * Label and value rows (a definition list): a card's figures, an order's details, a
 * download's facts. Each row is a `div` holding a `dt` and a `dd`.
 */
import { styledBox } from './box';
import './rows.css';

/**
 * The rows, by what they list: `facts` (the default: short texts, no line under the last),
 * `figures` (numbers aligned on their baseline and digits), `details` (values that wrap beside
 * tags and buttons) and `summary` (details without a line under the last).
 */
export const Rows = styledBox<'dl', 'facts' | 'figures' | 'details' | 'summary'>('dl', 'ui-rows', {
  defaultVariant: 'facts',
});

/** One row; `strong` sets its value in bold (a total). */
export const Row = styledBox('div', 'ui-row', { flags: ['strong'] });
