import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@minesite/shared/ui';
import { CALENDAR_MIN, dayLabel } from '../lib/day-range';

// The calendar (and its date library) loads when a date field is first tapped.
const CalendarPicker = lazy(() =>
  import('@minesite/shared/ui-calendar').then((m) => ({ default: m.LocalizedCalendarPicker })),
);

/** A date chosen in a calendar popup, from 2020-01-01 (or `min`) up to today. */
export function DateField({
  labelId,
  value,
  min,
  onChange,
}: {
  labelId: string;
  value: Date | null;
  min?: Date | null;
  onChange: (day: Date | null) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [today] = useState(() => new Date());
  const label = intl.formatMessage({ id: labelId });
  return (
    <>
      <Button
        size="small"
        aria-label={value ? `${label}: ${dayLabel(value)}` : label}
        onClick={() => setOpen(true)}
      >
        {value ? dayLabel(value) : label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CalendarPicker
            visible
            selectionMode="single"
            title={label}
            min={min ?? CALENDAR_MIN}
            max={today}
            defaultValue={value}
            confirmText={intl.formatMessage({ id: 'common.confirm' })}
            onConfirm={(day) => onChange(day)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
      {value && (
        <Button size="mini" fill="none" onClick={() => onChange(null)}>
          <FormattedMessage id="admin.date.clear" values={{ label }} />
        </Button>
      )}
    </>
  );
}
