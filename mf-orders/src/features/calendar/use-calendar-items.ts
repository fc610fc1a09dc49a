import { selectLocale } from '@minesite/shared/locale';
import { NEXT_HALVING_DATE } from '@minesite/shared/mining';
import { useAppSelector } from '@minesite/shared/store';
import { useBuyerTasks } from '../tasks/use-buyer-tasks';
import { calendarItems, type CalendarItem, type SiteEvent } from './calendar-items';
import { useCalendarEventItemsQuery } from './events-api';

/** The estimated day of the next halving, as the calculator counts it. */
const HALVING_DAY = NEXT_HALVING_DATE.slice(0, 10);

/** The buyer's dated tasks, the site's draws and auctions and the next halving. */
export function useCalendarItems(now: Date): CalendarItem[] {
  const locale = useAppSelector(selectLocale);
  const { tasks } = useBuyerTasks(now);
  const draws = useCalendarEventItemsQuery('draw').data?.items ?? [];
  const auctions = useCalendarEventItemsQuery('auction').data?.items ?? [];
  const events: SiteEvent[] = [...draws, ...auctions].flatMap((product) =>
    product.category === 'draw' || product.category === 'auction'
      ? [
          {
            id: product.id,
            kind: product.category,
            name: product.name[locale],
            startsAt: product.specs.startsAt,
            endsAt: product.specs.endsAt,
          },
        ]
      : [],
  );
  return calendarItems(tasks, events, HALVING_DAY);
}
