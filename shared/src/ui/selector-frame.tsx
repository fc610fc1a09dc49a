/**
 * antd-mobile's Selector (single choice, in a grid) without Selector's module: the markup,
 * classes and antd-mobile's own styles Selector draws, for a first screen that should not
 * download Selector with its Grid, Space and field helpers. selector-frame.test.tsx holds the
 * markup to Selector's. The options are reachable by keyboard too (Enter or Space), which
 * Selector's are not.
 */
import type { CSSProperties, KeyboardEvent } from 'react';
import { CheckMark } from 'antd-mobile/es/components/selector/check-mark';
import 'antd-mobile/es/components/grid/grid.css';
import 'antd-mobile/es/components/selector/selector.css';

export interface SelectorFrameProps<T extends string> {
  options: readonly { label: string; value: T }[];
  columns: number;
  /** As Selector takes it: the chosen value in a list of at most one. */
  value: readonly T[];
  /** The chosen option tapped again gives `[]`, as Selector does. */
  onChange: (value: T[]) => void;
  showCheckMark?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
}

export function SelectorFrame<T extends string>({
  options,
  columns,
  value,
  onChange,
  showCheckMark = true,
  disabled = false,
  'aria-label': label,
}: SelectorFrameProps<T>) {
  const choose = (next: T) => {
    if (!disabled) onChange(value.includes(next) ? [] : [next]);
  };
  const onKey = (event: KeyboardEvent, next: T) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className="adm-selector" role="listbox" aria-label={label}>
      <div className="adm-grid" style={{ '--columns': columns } as CSSProperties}>
        {options.map((option) => {
          const active = value.includes(option.value);
          const classes = ['adm-selector-item'];
          if (active) classes.push('adm-selector-item-active');
          if (disabled) classes.push('adm-selector-item-disabled');
          return (
            <div
              key={option.value}
              className={classes.join(' ')}
              role="option"
              aria-selected={active}
              aria-disabled={disabled || undefined}
              tabIndex={disabled ? -1 : 0}
              onClick={() => choose(option.value)}
              onKeyDown={(event) => onKey(event, option.value)}
            >
              {option.label}
              {active && showCheckMark && (
                <div className="adm-selector-check-mark-wrapper">
                  <CheckMark />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
