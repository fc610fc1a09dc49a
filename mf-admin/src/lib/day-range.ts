/**
 * The contact search's date range: from the start of the start day to the
 * end of the end day, in the operator's own time zone, as ISO instants for the service.
 */
export function startOfDayIso(day: Date): string {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate()).toISOString();
}

export function endOfDayIso(day: Date): string {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999).toISOString();
}

/** The earliest day the calendars offer; the latest is today. */
export const CALENDAR_MIN = new Date(2020, 0, 1);

/** `YYYY-MM-DD` of a day, for showing a chosen date. */
export function dayLabel(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
