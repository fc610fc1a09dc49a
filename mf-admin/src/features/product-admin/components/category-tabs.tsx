import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@minesite/shared/catalog';
import { CATEGORY_MESSAGE_IDS } from '../category-labels';
import './category-tabs.css';

/**
 * The product kinds as a row of tabs that scrolls sideways. antd-mobile's Tabs animates its
 * line with react-spring (16 KB on the page's first visit); this row is buttons and CSS. The
 * arrow keys, Home and End move between the kinds (the ARIA tabs pattern).
 */
export function CategoryTabs({
  active,
  onChange,
}: {
  active: ProductCategory;
  onChange: (category: ProductCategory) => void;
}) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent) {
    const at = PRODUCT_CATEGORIES.indexOf(active);
    const last = PRODUCT_CATEGORIES.length - 1;
    const to = {
      ArrowRight: Math.min(at + 1, last),
      ArrowLeft: Math.max(at - 1, 0),
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onChange(PRODUCT_CATEGORIES[to]!);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus();
  }

  return (
    <div ref={list} className="category-tabs" role="tablist" onKeyDown={move}>
      {PRODUCT_CATEGORIES.map((category) => {
        const selected = category === active;
        return (
          <button
            key={category}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'category-tab category-tab-active' : 'category-tab'}
            onClick={(event) => {
              onChange(category);
              event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'center' });
            }}
          >
            {intl.formatMessage({ id: CATEGORY_MESSAGE_IDS[category] })}
          </button>
        );
      })}
    </div>
  );
}
