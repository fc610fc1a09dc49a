import type { CSSProperties, KeyboardEvent } from 'react';
import './filter-choices.css';

interface Props<T extends string> {
  /** The listbox's name: the filter's label. */
  label: string;
  columns: number;
  value: T;
  options: readonly { label: string; value: T }[];
  /** The chosen option tapped again gives none, as Selector does. */
  onChange: (value: T | undefined) => void;
}

/**
 * One filter's choices drawn as antd-mobile's Selector draws them (its markup, classes and
 * styles, so the site's Selector theme applies), without loading Selector on the list's first
 * visit. A choice is reachable by keyboard too (Selector's are not).
 */
export function FilterChoices<T extends string>({
  label,
  columns,
  value,
  options,
  onChange,
}: Props<T>) {
  const choose = (next: T) => onChange(next === value ? undefined : next);
  const onKey = (event: KeyboardEvent, next: T) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className="adm-selector" role="listbox" aria-label={label}>
      <div className="adm-grid" style={{ '--columns': columns } as CSSProperties}>
        {options.map((option) => {
          const chosen = option.value === value;
          return (
            <div
              key={option.value}
              className={`adm-selector-item${chosen ? ' adm-selector-item-active' : ''}`}
              role="option"
              aria-selected={chosen}
              tabIndex={0}
              onClick={() => choose(option.value)}
              onKeyDown={(event) => onKey(event, option.value)}
            >
              {option.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
