import { FormattedDate, useIntl } from 'react-intl';
import '@minesite/shared/sr-only.css';
import type { CalendarItem } from '../calendar-items';
import { monthWeeks } from '../calendar-items';

// 2024-01-01 was a Monday: the weekday names in the buyer's language, Monday first.
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 1 + i));

/** A month's days, Monday first, each marked with how many items fall on it. */
export function MonthGrid({
  year,
  month,
  byDay,
  today,
}: {
  year: number;
  month: number;
  byDay: Map<string, CalendarItem[]>;
  today: string;
}) {
  const intl = useIntl();
  return (
    <table className="calendar-grid">
      <caption className="sr-only">
        <FormattedDate value={new Date(year, month, 1)} year="numeric" month="long" />
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day.getDay()} scope="col">
              <FormattedDate value={day} weekday="narrow" />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(year, month).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              const count = day ? (byDay.get(day)?.length ?? 0) : 0;
              return (
                <td
                  key={day ?? `pad-${d}`}
                  className={day === today ? 'calendar-today' : undefined}
                  aria-label={
                    day && count
                      ? intl.formatMessage(
                          { id: 'orders.calendar.dayItems' },
                          { day: Number(day.slice(8)), count },
                        )
                      : undefined
                  }
                >
                  {day && Number(day.slice(8))}
                  {count > 0 && <span className="calendar-dot" aria-hidden="true" />}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
