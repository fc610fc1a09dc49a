import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { parseBand } from '@minesite/shared/catalog';
import type { ChoiceFilter } from '../shop-filters';

/** The text of a filter value as the visitor reads it: `150–200 TH/s`, `¥10,000–¥20,000`, `Liquid`. */
export function useFilterLabel(): (key: ChoiceFilter, value: string) => string {
  const intl = useIntl();
  return useCallback(
    (key, value) => {
      const band = parseBand(value);
      switch (key) {
        case 'cooling':
          return intl.formatMessage({ id: `shop.cooling.${value}` });
        case 'hashrate':
        case 'power':
          return band ? intl.formatMessage({ id: `shop.filters.band.${key}` }, { ...band }) : value;
        case 'price': {
          if (!band) return value;
          const money = (amount: number) =>
            intl.formatNumber(amount, {
              style: 'currency',
              currency: 'CNY',
              maximumFractionDigits: 0,
            });
          return `${money(band.min)}–${money(band.max)}`;
        }
        default:
          return value;
      }
    },
    [intl],
  );
}
