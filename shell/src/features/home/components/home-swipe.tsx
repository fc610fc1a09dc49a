import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { RemotePage } from '../../../federation/remote-page';
import { PageSkeleton } from '../../../first-paint/page-skeleton';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import type { HomeView } from '../../../routing/route-table';
import { useRouteTable } from '../../../routing/route-store';
import { UnavailableRoute } from '../../../routing/unavailable-route';
import { useHomeView } from '../use-home-view';
import '../home-swipe.css';

/** Without a `scrollend` event (older Safari): how long the track must be still to rest. */
const SETTLE_MS = 150;

/** A tab of the swipe: a view a page declares, or one standing for a remote that is missing. */
interface SwipeView {
  key: string;
  label: string;
  page?: HomeView;
  missing?: boolean;
}

/**
 * The home swipe area of `/` and `/mining`: tabs over the views the remotes' pages declare (the
 * route table's `homeViews`, labelled as their registries publish them). A view's remote is
 * loaded when the view is first shown and stays mounted; a remote that is down shows its
 * fallback inside its own view only, and a remote whose registry cannot be read has one view
 * with its fallback (its views are unknown until a retry reads it).
 *
 * The views sit side by side in a CSS scroll-snap track: the browser's own swipe, with no
 * gesture or animation library on the site's first page (antd-mobile's Swiper and Tabs
 * cost 24 KB there).
 */
export function HomeSwipe() {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const table = useRouteTable();
  const views = useMemo(
    () => [
      ...table.homeViews.map((page) => ({ key: page.key, label: page.labels[locale], page })),
      ...table.failed.map((remote) => ({
        key: remote,
        label: intl.formatMessage({ id: 'shell.home.tab.unavailable' }),
        missing: true,
      })),
    ],
    [table, locale, intl],
  );
  if (table.homeViews.length > 0) return <HomeViews views={views} />;
  return table.loading.length > 0 ? <PageSkeleton homeTabs /> : <UnavailableRoute />;
}

function HomeViews({ views }: { views: readonly SwipeView[] }) {
  const id = useId();
  const [index, select] = useHomeView(views);
  const track = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // By name: a registry that arrives later can put its view before one already shown.
  const shown = views[index]!.key;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([shown]));
  if (!visited.has(shown)) setVisited(new Set(visited).add(shown));

  // The address can change the view too (a tab, the back button, a link to /?view=shop).
  const placed = useRef(false);
  // The view the track is being scrolled to by the page, not by a finger.
  const heading = useRef<number | null>(null);
  useEffect(() => {
    const element = track.current;
    if (element) {
      const left = index * element.clientWidth;
      if (Math.abs(element.scrollLeft - left) > 1) {
        heading.current = index;
        element.scrollTo({ left, behavior: placed.current ? 'smooth' : 'auto' });
      }
    }
    tabs.current[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    placed.current = true;
  }, [index]);

  // A swipe: once the track stands still, the view it rests on is the shown one.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const resting = Math.round(element.scrollLeft / Math.max(element.clientWidth, 1));
      if (heading.current !== null) {
        // The page's own scroll to a chosen view: done once it arrives.
        if (resting === heading.current) heading.current = null;
        return;
      }
      if (resting === index || !views[resting]) return;
      // A swipe moves one view. A fling can carry the track past the next one where the browser
      // does not hold scroll-snap-stop (seen in Chromium when a busy page delivers the touch
      // moves at once); the view beside the last one is then shown, and the track goes there.
      select(Math.abs(resting - index) > 1 ? index + Math.sign(resting - index) : resting);
    };
    const [restEvent, onRest] =
      'onscrollend' in window
        ? (['scrollend', settle] as const)
        : ([
            'scroll',
            () => {
              clearTimeout(timer);
              timer = setTimeout(settle, SETTLE_MS);
            },
          ] as const);
    const fingerDown = () => {
      // A finger, pointer or wheel takes over from the page's scroll.
      heading.current = null;
    };
    element.addEventListener(restEvent, onRest, { passive: true });
    const takeovers = ['touchstart', 'pointerdown', 'wheel'] as const;
    for (const type of takeovers) element.addEventListener(type, fingerDown, { passive: true });
    return () => {
      element.removeEventListener(restEvent, onRest);
      for (const type of takeovers) element.removeEventListener(type, fingerDown);
      clearTimeout(timer);
    };
  }, [index, select, views]);

  return (
    <div className="home-swipe">
      <div className="home-swipe-tabs" role="tablist">
        {views.map((view, i) => (
          <button
            key={view.key}
            ref={(button) => {
              tabs.current[i] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${id}-view-${i}`}
            className="home-swipe-tab"
            onClick={() => select(i)}
          >
            {view.label}
          </button>
        ))}
      </div>
      <div ref={track} className="home-swipe-views">
        {views.map((view, i) => (
          <div
            key={view.key}
            id={`${id}-view-${i}`}
            className="home-swipe-view"
            role="tabpanel"
            aria-label={view.label}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {visited.has(view.key) &&
              (view.page ? (
                <RemotePage remote={view.page.remote} expose={view.page.expose} />
              ) : (
                <UnavailableRoute />
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}
