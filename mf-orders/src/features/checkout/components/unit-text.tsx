import { FormattedMessage } from 'react-intl';
import { numericValue } from '../product-info';

/** A text the package carries, with its unit when it is a bare number ('50' → '50 TH/s'). */
export function UnitText({ text, unitId }: { text: string; unitId: string }) {
  const value = numericValue(text);
  return value === null ? <>{text}</> : <FormattedMessage id={unitId} values={{ value }} />;
}
