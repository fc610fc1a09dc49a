/**
 * The props of a styled block that renders as the element its caller names (`as`), with the
 * element's own props, and the joining of its class names.
 */
import type { ComponentProps, ElementType } from 'react';

export type BoxProps<T extends ElementType> = { as?: T } & Omit<ComponentProps<T>, 'as'>;

export function classNames(...names: (string | false | null | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
