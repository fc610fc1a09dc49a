import type { IntlShape } from 'react-intl';
import type { CalendarItem } from './calendar-items';

/** Where on the site an item's event links back to. */
export function itemPath(item: CalendarItem): string {
  if (item.orderId) return `/order-detail?orderId=${encodeURIComponent(item.orderId)}`;
  if (item.kind === 'draw') return '/draw';
  if (item.kind === 'auction') return '/ai-power-auction';
  if (item.kind === 'halving') return '/calculator';
  return '/tasks';
}

/** An item's title, as the calendar lists it and a phone calendar shows it. */
export function itemSummary(intl: IntlShape, item: CalendarItem): string {
  if (item.kind === 'own') return item.text ?? '';
  if (item.orderId) {
    return intl.formatMessage({ id: `orders.tasks.kind.${item.kind}` }, { order: item.orderId });
  }
  return intl.formatMessage({ id: `orders.calendar.kind.${item.kind}` }, { name: item.text ?? '' });
}

/**
 * Saves the items as an .ics file (`fileName`); the iCalendar code loads only now, on the
 * buyer's first download.
 */
export async function downloadIcs(
  intl: IntlShape,
  items: readonly CalendarItem[],
  fileName: string,
): Promise<void> {
  const { icsFile } = await import(/* webpackChunkName: "ics-file" */ './ics-file');
  const text = icsFile(items, {
    name: intl.formatMessage({ id: 'route.calendar' }),
    summary: (item) => itemSummary(intl, item),
    url: (item) => new URL(itemPath(item), window.location.origin).href,
    now: new Date(),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
