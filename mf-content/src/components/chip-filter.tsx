import { useIntl } from 'react-intl';
import './chip-filter.css';

/** A row of toggle buttons choosing one value, 'all' first (news categories, job filters). */
export function ChipFilter<T extends string>({
  labelId,
  allId,
  options,
  value,
  onChange,
}: {
  labelId: string;
  allId: string;
  options: readonly { value: T; labelId: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  const intl = useIntl();
  const chip = (key: string, labelId: string, chosen: boolean, next: T | null) => (
    <button
      key={key}
      type="button"
      className="content-chip"
      aria-pressed={chosen}
      onClick={() => onChange(next)}
    >
      {intl.formatMessage({ id: labelId })}
    </button>
  );
  return (
    <div role="group" className="content-chips" aria-label={intl.formatMessage({ id: labelId })}>
      {chip('all', allId, value === null, null)}
      {options.map((option) =>
        chip(option.value, option.labelId, value === option.value, option.value),
      )}
    </div>
  );
}
