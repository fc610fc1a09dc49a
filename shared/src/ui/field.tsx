/**
 * A form's parts: the column its fields stand in, a field (its label, its input, a tip or an
 * error under it), and the row of actions at the end of a sheet.
 */
import { styledBox } from './box';
import './field.css';

/** Fields one under another; `tight` for a short form in a popup. */
export const FieldStack = styledBox('div', 'ui-field-stack', { flags: ['tight'] });

/**
 * A field (a `fieldset` too, with no frame of its own). Its inputs by what it holds: `number`
 * (a small boxed number under a muted label, set apart from what is above), `native` (the
 * browser's own inputs, boxed at full width) or `sheet` (an operator's labelled input, its
 * parts in a column).
 */
export const Field = styledBox<'div', 'number' | 'native' | 'sheet'>('div', 'ui-field');

/** A field's label (or a `legend`): bold, `muted` (small and grey) or a `heading` over a group. */
export const FieldLabel = styledBox<'label', 'muted' | 'heading'>('label', 'ui-field-label');

/** A small, grey tip under a field. */
export const FieldTip = styledBox('p', 'ui-field-tip');

/**
 * What is wrong with a field or a form; `reserved`: in a place kept for it even while empty,
 * so that nothing moves when one shows; `small` for a number field's.
 */
export const FieldError = styledBox<'p', 'reserved' | 'small'>('p', 'ui-field-error');

/** The buttons at the end of a form in a sheet, side by side above the phone's home bar. */
export const FieldActions = styledBox('div', 'ui-field-actions');

/** The class of an antd-mobile input or text area boxed on its own (not inside a `Field` variant). */
export const FIELD_INPUT_CLASS = 'ui-field-input';
