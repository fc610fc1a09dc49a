/**
 * The buyer's calendar: the dated tasks and the site's own dates (draws and auctions, the next
 * halving's estimate), by day, and the month grid they are shown on. Pure.
 */
import type { BuyerTask, TaskKind } from '../tasks/derive-tasks';

export type CalendarKind = TaskKind | 'draw' | 'auction' | 'halving';

/** A draw or an auction of the events pages. */
export interface SiteEvent {
  id: string;
  kind: 'draw' | 'auction';
  name: string;
  startsAt: string;
  endsAt: string;
}

export interface CalendarItem {
  id: string;
  kind: CalendarKind;
  /** ISO time, or a whole day `YYYY-MM-DD`. */
  start: string;
  /** ISO time, for an item that lasts. */
  end?: string;
  orderId?: string;
  /** The buyer's own text, or the event's name. */
  text?: string;
}

const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isWholeDay = (start: string) => WHOLE_DAY.test(start);

/** The dated tasks that are still open, the events and the halving, soonest first. */
export function calendarItems(
  tasks: readonly BuyerTask[],
  events: readonly SiteEvent[],
  halvingDay: string,
): CalendarItem[] {
  const items: CalendarItem[] = [
    ...tasks.flatMap((task) =>
      task.due && !task.done
        ? [
            {
              id: task.id,
              kind: task.kind,
              start: task.due,
              ...(task.orderId ? { orderId: task.orderId } : {}),
              ...(task.text ? { text: task.text } : {}),
            },
          ]
        : [],
    ),
    ...events.map((event) => ({
      id: `${event.kind}:${event.id}`,
      kind: event.kind,
      start: event.startsAt,
      end: event.endsAt,
      text: event.name,
    })),
    { id: 'halving', kind: 'halving', start: halvingDay },
  ];
  return items.sort((a, b) => startTime(a.start) - startTime(b.start));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A day's key in the viewer's own time zone. */
export const localDayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function startTime(start: string): number {
  if (!isWholeDay(start)) return Date.parse(start);
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

/** The day an item falls on, in the viewer's own time zone. */
export const itemDay = (item: CalendarItem) =>
  isWholeDay(item.start) ? item.start : localDayKey(new Date(item.start));

/** The items of each day. */
export function itemsByDay(items: readonly CalendarItem[]): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const key = itemDay(item);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}

/** The weeks of a month (`month`: 0 … 11), Monday first; null pads the first and last week. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() + 6) % 7;
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${year}-${pad(month + 1)}-${pad(i + 1)}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
