import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, PageLayout, Toast } from '@minesite/shared/ui';
import { useNow } from '../../../lib/use-now';
import { DueTime } from '../../tasks/components/task-text';
import { downloadIcs, itemPath, itemSummary } from '../calendar-download';
import { itemDay, itemsByDay, localDayKey, type CalendarItem } from '../calendar-items';
import { useCalendarItems } from '../use-calendar-items';
import { MonthGrid } from './month-grid';
import '../../../components/buyer-page.css';
import './calendar.css';

/**
 * A month of the buyer's dated tasks and the site's dates (draws, auctions, the next halving),
 * each to add to their own calendar as an .ics file, or all of them at once.
 */
export function CalendarScreen() {
  const intl = useIntl();
  const now = useNow();
  const items = useCalendarItems(now);
  const [shown, setShown] = useState(() => ({ year: now.getFullYear(), month: now.getMonth() }));
  const byDay = itemsByDay(items);
  const prefix = `${shown.year}-${String(shown.month + 1).padStart(2, '0')}-`;
  const monthItems = items.filter((item) => itemDay(item).startsWith(prefix));

  const move = (by: number) =>
    setShown(({ year, month }) => {
      const next = new Date(year, month + by, 1);
      return { year: next.getFullYear(), month: next.getMonth() };
    });
  const download = (list: readonly CalendarItem[], fileName: string) =>
    downloadIcs(intl, list, fileName).catch(() =>
      Toast.show({ content: intl.formatMessage({ id: 'orders.calendar.downloadFailed' }) }),
    );

  return (
    <PageLayout titleId="route.calendar">
      <div className="calendar-nav">
        <Button size="small" onClick={() => move(-1)}>
          <FormattedMessage id="orders.calendar.previous" />
        </Button>
        <h2 aria-live="polite">
          <FormattedDate value={new Date(shown.year, shown.month, 1)} year="numeric" month="long" />
        </h2>
        <Button size="small" onClick={() => move(1)}>
          <FormattedMessage id="orders.calendar.next" />
        </Button>
      </div>
      <MonthGrid {...shown} byDay={byDay} today={localDayKey(now)} />
      {monthItems.length === 0 ? (
        <p className="buyer-muted">
          <FormattedMessage id="orders.calendar.emptyMonth" />
        </p>
      ) : (
        <ul
          className="buyer-list"
          aria-label={intl.formatMessage({ id: 'orders.calendar.listLabel' })}
        >
          {monthItems.map((item) => {
            const summary = itemSummary(intl, item);
            return (
              <li key={item.id} className="buyer-row">
                <div>
                  <Link to={itemPath(item)}>{summary}</Link>
                  <div className="buyer-muted">
                    <DueTime due={item.start} />
                  </div>
                </div>
                <Button
                  size="small"
                  aria-label={intl.formatMessage(
                    { id: 'orders.calendar.addOneLabel' },
                    { summary },
                  )}
                  onClick={() => void download([item], `${item.id.replace(/[^\w-]+/g, '-')}.ics`)}
                >
                  <FormattedMessage id="orders.calendar.addOne" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {items.length > 0 && (
        <Button block onClick={() => void download(items, 'minesite-calendar.ics')}>
          <FormattedMessage id="orders.calendar.addAll" />
        </Button>
      )}
    </PageLayout>
  );
}
