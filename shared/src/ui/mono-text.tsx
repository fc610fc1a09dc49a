/** An id or an address in a fixed-width font, broken anywhere rather than overflowing. */
import type { ElementType } from 'react';
import { classNames, type BoxProps } from './box';
import './mono-text.css';

export function MonoText<T extends ElementType = 'span'>({ as, className, ...rest }: BoxProps<T>) {
  const Tag: ElementType = as ?? 'span';
  return <Tag className={classNames('ui-mono', className)} {...rest} />;
}
