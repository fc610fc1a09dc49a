/** `@minesite/shared/display-price`: prices in the buyer's display currency, for display only. */
export { DisplayPrice } from './display-price';
export { amountText } from './amount-text';
export { convertForDisplay } from './display-conversion';
export {
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  needsConversion,
  readDisplayCurrency,
  useDisplayCurrency,
} from './display-currency-setting';
export { useDisplayRatesQuery } from './display-rates-api';
