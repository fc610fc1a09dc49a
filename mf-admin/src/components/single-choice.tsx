import { Selector } from '@minesite/shared/ui';

/**
 * One of a few options as chips; a form field passes `value` and `onChange`. Tapping the chosen
 * one again clears it, unless a choice is `required`.
 */
export function SingleChoice({
  options,
  value,
  onChange,
  columns = 2,
  label,
  required = false,
  disabled = false,
}: {
  options: readonly { label: string; value: string }[];
  value?: string;
  onChange?: (value: string) => void;
  columns?: number;
  label?: string;
  required?: boolean;
  /** Shown, not changeable (e.g. a setting the environment sets). */
  disabled?: boolean;
}) {
  return (
    <Selector
      aria-label={label}
      disabled={disabled}
      columns={columns}
      showCheckMark={false}
      options={[...options]}
      value={value ? [value] : []}
      onChange={([chosen]) => {
        if (chosen || !required) onChange?.(chosen ?? '');
      }}
    />
  );
}
