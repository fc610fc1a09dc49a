import type { ReactNode } from 'react';
import { Selector, Card, CardTitle } from '@minesite/shared/ui';
import '../../../components/dense-choices.css';

interface Props {
  id: string;
  label: ReactNode;
  options: readonly number[];
  value: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
  /** Options shown but not offered. */
  isDisabled?: (value: number) => boolean;
  columns?: number;
  /** Smaller option text, for long labels such as $10,000,000. */
  dense?: boolean;
  children?: ReactNode;
}

/** One of the detail page's option lists; choosing the chosen option again keeps it. */
export function ChoiceGroup({
  id,
  label,
  options,
  value,
  onChange,
  format,
  isDisabled,
  columns = 4,
  dense = false,
  children,
}: Props) {
  return (
    <Card className={dense ? 'cp-dense' : undefined} aria-labelledby={id}>
      <CardTitle id={id} as="h2">
        {label}
      </CardTitle>
      <Selector
        aria-labelledby={id}
        columns={columns}
        showCheckMark={false}
        value={[value]}
        onChange={([next]) => next !== undefined && onChange(next)}
        options={options.map((option) => ({
          label: format(option),
          value: option,
          disabled: isDisabled?.(option) ?? false,
        }))}
      />
      {children}
    </Card>
  );
}
