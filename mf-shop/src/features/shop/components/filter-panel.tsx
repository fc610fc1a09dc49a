import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Popup, Selector } from '@minesite/shared/ui';
import {
  CHOICE_FILTERS,
  CHOICE_FILTER_KEYS,
  NO_FILTERS,
  type ChoiceFilter,
  type ShopFilters,
} from '../shop-filters';
import { useFilterLabel } from './use-filter-label';
import '../../../components/cards-and-panels.css';

const ALL = 'all';

/** The shop's filters, each with 'all'; chosen together and applied on confirm. */
export default function FilterPanel({
  visible,
  applied,
  onApply,
  onClose,
}: {
  visible: boolean;
  applied: ShopFilters;
  onApply: (filters: ShopFilters) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const label = useFilterLabel();
  const [draft, setDraft] = useState(applied);
  const [wasVisible, setWasVisible] = useState(visible);
  // Each opening starts from the filters the list shows now.
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(applied);
  }
  const choose = (key: ChoiceFilter, value: string | undefined) => {
    // Tapping the chosen value again keeps it: one value of each filter is always chosen.
    if (value) setDraft((d) => ({ ...d, [key]: value === ALL ? null : value }));
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="shop-filter-panel"
    >
      <div role="dialog" aria-labelledby="shop-filters-title">
        <h2 id="shop-filters-title" className="shop-panel-title">
          <FormattedMessage id="shop.filters.title" />
        </h2>
        {CHOICE_FILTER_KEYS.map((key) => (
          <fieldset key={key} className="shop-filter-group">
            <legend id={`shop-filter-${key}`} className="shop-filter-label">
              <FormattedMessage id={`shop.filters.${key}`} />
            </legend>
            <Selector
              aria-labelledby={`shop-filter-${key}`}
              columns={key === 'price' ? 2 : 3}
              showCheckMark={false}
              options={[
                { label: intl.formatMessage({ id: 'shop.filters.all' }), value: ALL },
                ...CHOICE_FILTERS[key].map((value) => ({ label: label(key, value), value })),
              ]}
              value={[draft[key] ?? ALL]}
              onChange={([value]) => choose(key, value)}
            />
          </fieldset>
        ))}
        <div className="shop-panel-actions">
          <Button block onClick={() => setDraft((d) => ({ ...NO_FILTERS, q: d.q }))}>
            <FormattedMessage id="shop.filters.reset" />
          </Button>
          <Button
            block
            color="primary"
            onClick={() => {
              onApply({ ...draft, page: 1 });
              onClose();
            }}
          >
            <FormattedMessage id="shop.filters.confirm" />
          </Button>
        </div>
      </div>
    </Popup>
  );
}
