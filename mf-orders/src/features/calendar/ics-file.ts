/**
 * "Add to my calendar": an iCalendar (RFC 5545) file of calendar items, made with
 * ical-generator. Times are written in UTC (`…Z`), which every phone calendar shows in its own
 * time zone; whole days (a task's due day, the halving) stay dates. Loaded only when the buyer
 * downloads (calendar-download.ts).
 */
import ical from 'ical-generator';
import { isWholeDay, type CalendarItem } from './calendar-items';

const HOUR_MS = 3_600_000;

/** A whole day as ical-generator writes it without a zone: the UTC date. */
const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

export function icsFile(
  items: readonly CalendarItem[],
  {
    name,
    summary,
    url,
    now,
  }: {
    name: string;
    summary: (item: CalendarItem) => string;
    /** The page an item opens on the site. */
    url: (item: CalendarItem) => string;
    now: Date;
  },
): string {
  const calendar = ical({ name, prodId: { company: 'minesite', product: 'buyer-calendar' } });
  for (const item of items) {
    const allDay = isWholeDay(item.start);
    const start = allDay ? dayDate(item.start) : new Date(item.start);
    calendar.createEvent({
      id: `${item.id}@minesite`,
      stamp: now,
      start,
      // A whole day needs no end; a moment without one is given an hour.
      ...(allDay
        ? { allDay }
        : { end: item.end ? new Date(item.end) : new Date(start.getTime() + HOUR_MS) }),
      summary: summary(item),
      url: url(item),
    });
  }
  return calendar.toString();
}
