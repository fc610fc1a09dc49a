/** An id or an address in a fixed-width font, broken anywhere rather than overflowing. */
import { styledBox } from './box';
import './mono-text.css';

export const MonoText = styledBox('span', 'ui-mono');
