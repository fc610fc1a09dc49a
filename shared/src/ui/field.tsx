/**
 * A form's parts: the column its fields stand in, a field (its label, its input, a tip or an
 * error under it), and the row of actions at the end of a sheet.
 */
import type { ElementType } from 'react';
import { classNames, type BoxProps } from './box';
import './field.css';

/** Fields one under another; `tight` for a short form in a popup. */
export function FieldStack<T extends ElementType = 'div'>({
  as,
  tight = false,
  className,
  ...rest
}: BoxProps<T> & { tight?: boolean }) {
  const Tag: ElementType = as ?? 'div';
  return (
    <Tag
      className={classNames('ui-field-stack', tight && 'ui-field-stack-tight', className)}
      {...rest}
    />
  );
}

/**
 * A field (a `fieldset` too, with no frame of its own). Its inputs by what it holds: `number`
 * (a small boxed number under a muted label, set apart from what is above), `native` (the
 * browser's own inputs, boxed at full width) or `sheet` (an operator's labelled input, its
 * parts in a column).
 */
export function Field<T extends ElementType = 'div'>({
  as,
  variant,
  className,
  ...rest
}: BoxProps<T> & { variant?: 'number' | 'native' | 'sheet' }) {
  const Tag: ElementType = as ?? 'div';
  return (
    <Tag
      className={classNames('ui-field', variant && `ui-field-${variant}`, className)}
      {...rest}
    />
  );
}

/** A field's label (or a `legend`): bold, `muted` (small and grey) or a `heading` over a group. */
export function FieldLabel<T extends ElementType = 'label'>({
  as,
  variant,
  className,
  ...rest
}: BoxProps<T> & { variant?: 'muted' | 'heading' }) {
  const Tag: ElementType = as ?? 'label';
  return (
    <Tag
      className={classNames('ui-field-label', variant && `ui-field-label-${variant}`, className)}
      {...rest}
    />
  );
}

/** A small, grey tip under a field. */
export function FieldTip<T extends ElementType = 'p'>({ as, className, ...rest }: BoxProps<T>) {
  const Tag: ElementType = as ?? 'p';
  return <Tag className={classNames('ui-field-tip', className)} {...rest} />;
}

/**
 * What is wrong with a field or a form; `reserved`: in a place kept for it even while empty,
 * so that nothing moves when one shows; `small` for a number field's.
 */
export function FieldError<T extends ElementType = 'p'>({
  as,
  variant,
  className,
  ...rest
}: BoxProps<T> & { variant?: 'reserved' | 'small' }) {
  const Tag: ElementType = as ?? 'p';
  return (
    <Tag
      className={classNames('ui-field-error', variant && `ui-field-error-${variant}`, className)}
      {...rest}
    />
  );
}

/** The buttons at the end of a form in a sheet, side by side above the phone's home bar. */
export function FieldActions<T extends ElementType = 'div'>({
  as,
  className,
  ...rest
}: BoxProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag className={classNames('ui-field-actions', className)} {...rest} />;
}

/** The class of an antd-mobile input or text area boxed on its own (not inside a `Field` variant). */
export const FIELD_INPUT_CLASS = 'ui-field-input';
