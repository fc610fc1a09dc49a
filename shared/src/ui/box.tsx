/**
 * A styled block: an element of the caller's choice (`as`, with that element's own props)
 * carrying a class of its kind, one for its `variant` and one for each flag set. The card,
 * rows and field parts are made with it, so each is one line of code in every bundle.
 */
import type { ComponentProps, ElementType } from 'react';

export type BoxProps<T extends ElementType> = { as?: T } & Omit<ComponentProps<T>, 'as'>;

type StyledProps<T extends ElementType, V extends string, F extends string> = BoxProps<T> & {
  variant?: V;
} & Partial<Record<F, boolean>>;

/**
 * A component drawn as `defaultTag` with the class `base`, plus `base-<variant>` (the
 * `defaultVariant` when none is given) and `base-<flag>` for each of `flags` that is true.
 */
export function styledBox<
  D extends ElementType,
  V extends string = never,
  F extends string = never,
>(
  defaultTag: D,
  base: string,
  { flags = [], defaultVariant }: { flags?: readonly F[]; defaultVariant?: V } = {},
) {
  return function StyledBox<T extends ElementType = D>({
    as,
    variant = defaultVariant,
    className,
    ...props
  }: StyledProps<T, V, F>) {
    const rest: Record<string, unknown> = props;
    const classes = [base, variant && `${base}-${variant}`];
    for (const flag of flags) {
      if (rest[flag]) classes.push(`${base}-${flag}`);
      delete rest[flag];
    }
    const Tag: ElementType = as ?? defaultTag;
    return <Tag className={[...classes, className].filter(Boolean).join(' ')} {...rest} />;
  };
}
