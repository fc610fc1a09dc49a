import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import type { ProductOf, ProductPage } from '@minesite/shared/contract';
import { API_URL, messages } from './support/orders-site';

/** `20250310T020000Z`: a moment as an .ics file writes it in UTC. */
const icsUtc = (iso: string) =>
  new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

test('a draw is on the calendar in its month and downloads as an .ics at its time', async ({
  page,
  request,
}) => {
  const t = messages('zh');
  const reply = await request.get(`${API_URL}/api/products?category=draw&pageSize=50`);
  const [draw] = ((await reply.json()) as ProductPage).items as ProductOf<'draw'>[];
  expect(draw, 'a draw in the catalog').toBeDefined();
  // The buyer opens the calendar in the draw's month.
  await page.clock.install({ time: new Date(draw!.specs.startsAt) });

  await page.goto('/calendar');
  const summary = t('orders.calendar.kind.draw', { name: draw!.name.zh });
  const list = page.getByRole('list', { name: t('orders.calendar.listLabel') });
  await expect(list.getByRole('link', { name: summary })).toHaveAttribute('href', '/draw');

  const downloading = page.waitForEvent('download');
  await list.getByRole('button', { name: t('orders.calendar.addOneLabel', { summary }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  // Read back as a phone calendar would: one event, at the draw's instants, written in UTC.
  expect(ics).toContain(`DTSTART:${icsUtc(draw!.specs.startsAt)}`);
  const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]);
  expect(event.summary).toBe(summary);
  expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(draw!.specs.startsAt));
  expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(draw!.specs.endsAt));
});
