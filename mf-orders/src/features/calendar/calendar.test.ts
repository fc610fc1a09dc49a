/**
 * The buyer's calendar: dated tasks, draws and auctions and the halving by day on a Monday-first
 * month; and the .ics file a phone calendar imports, read back with ical.js: the right
 * moments in UTC, whole days as dates, one event per item.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { BuyerTask } from '../tasks/derive-tasks';
import { calendarItems, itemsByDay, monthWeeks, type SiteEvent } from './calendar-items';
import { icsFile } from './ics-file';

const PAY: BuyerTask = {
  id: 'pay:ORD1',
  kind: 'pay',
  orderId: 'ORD1',
  due: '2025-01-01T01:00:00.000Z',
  done: false,
};
const OWN: BuyerTask = {
  id: 'own:a',
  kind: 'own',
  text: 'Call the farm',
  due: '2025-01-20',
  done: false,
};
const DONE: BuyerTask = { ...OWN, id: 'own:b', done: true };
const DRAW: SiteEvent = {
  id: 'd1',
  kind: 'draw',
  name: 'S21 draw',
  // 20:00 in UTC+8, as the events pages show it.
  startsAt: '2025-01-10T20:00:00+08:00',
  endsAt: '2025-01-10T21:30:00+08:00',
};

const items = calendarItems([OWN, PAY, DONE], [DRAW], '2028-04-15');

describe('the calendar', () => {
  it('holds the open dated tasks, the events and the halving, soonest first', () => {
    expect(items.map((item) => item.id)).toEqual(['pay:ORD1', 'draw:d1', 'own:a', 'halving']);
    expect(
      itemsByDay(items)
        .get('2028-04-15')
        ?.map((item) => item.kind),
    ).toEqual(['halving']);
  });

  it('draws a month Monday first', () => {
    // 1 January 2025 is a Wednesday.
    const weeks = monthWeeks(2025, 0);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]?.filter(Boolean)).toEqual([
      '2025-01-27',
      '2025-01-28',
      '2025-01-29',
      '2025-01-30',
      '2025-01-31',
    ]);
  });
});

describe('the .ics download', () => {
  const text = icsFile(items, {
    name: 'My calendar',
    summary: (item) => `${item.kind} ${item.text ?? item.orderId ?? ''}`.trim(),
    url: (item) => `https://shop.test/calendar#${item.id}`,
    now: new Date('2025-01-01T00:00:00.000Z'),
  });
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  const byUid = (uid: string) =>
    events.find((event) => event.getFirstPropertyValue('uid') === uid)!;
  const time = (event: ICAL.Component, name: string) =>
    event.getFirstPropertyValue(name) as ICAL.Time;

  it('is one event per item', () => {
    expect(events).toHaveLength(4);
    expect(byUid('draw:d1@minesite').getFirstPropertyValue('summary')).toBe('draw S21 draw');
  });

  it('writes moments in UTC, the same instants the site shows', () => {
    const draw = byUid('draw:d1@minesite');
    expect(time(draw, 'dtstart').zone?.tzid).toBe('UTC');
    expect(time(draw, 'dtstart').toJSDate().toISOString()).toBe('2025-01-10T12:00:00.000Z');
    expect(time(draw, 'dtend').toJSDate().toISOString()).toBe('2025-01-10T13:30:00.000Z');
    const pay = byUid('pay:ORD1@minesite');
    expect(time(pay, 'dtstart').toJSDate().toISOString()).toBe('2025-01-01T01:00:00.000Z');
  });

  it('keeps whole days as dates, in no time zone', () => {
    const halving = time(byUid('halving@minesite'), 'dtstart');
    expect(halving.isDate).toBe(true);
    expect(halving.toString()).toBe('2028-04-15');
    expect(time(byUid('own:a@minesite'), 'dtstart').toString()).toBe('2025-01-20');
  });
});
