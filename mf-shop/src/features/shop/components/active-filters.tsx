import { useIntl } from 'react-intl';
import { CHOICE_FILTER_KEYS, withFilter, type ShopFilters } from '../shop-filters';
import { useFilterLabel } from './use-filter-label';
import './active-filters.css';

/** The filters in force, each removable with one tap. */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: ShopFilters;
  onChange: (filters: ShopFilters) => void;
}) {
  const intl = useIntl();
  const label = useFilterLabel();
  const active = CHOICE_FILTER_KEYS.filter((key) => filters[key] !== null);
  if (active.length === 0) return null;
  return (
    <ul className="shop-chips" aria-label={intl.formatMessage({ id: 'shop.filters.active' })}>
      {active.map((key) => {
        const text = `${intl.formatMessage({ id: `shop.filters.${key}` })}: ${label(key, filters[key]!)}`;
        return (
          <li key={key}>
            <button
              type="button"
              className="shop-chip"
              onClick={() => onChange(withFilter(filters, key, null))}
              aria-label={intl.formatMessage({ id: 'shop.filters.remove' }, { filter: text })}
            >
              {text} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
