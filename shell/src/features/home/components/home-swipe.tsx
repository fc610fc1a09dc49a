import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Swiper, Tabs, type SwiperRef } from '@minesite/shared/ui';
import { RemotePage } from '../../../federation/remote-page';
import { HOME_VIEWS } from '../home-views';
import { useHomeView } from '../use-home-view';
import '../home-swipe.css';

/**
 * The home swipe area of `/` and `/mining`: tabs over a swiper of five views, each one a page
 * of the remote that owns it. A view's remote is loaded when the view is first shown and stays
 * mounted; a remote that is down shows its fallback inside its own view only.
 */
export function HomeSwipe() {
  const intl = useIntl();
  const [index, select] = useHomeView();
  const swiper = useRef<SwiperRef>(null);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([index]));
  if (!visited.has(index)) setVisited(new Set(visited).add(index));

  // The address can change the view too (back button, a link to /?view=shop).
  useEffect(() => {
    swiper.current?.swipeTo(index);
  }, [index]);

  return (
    <div className="home-swipe">
      <Tabs
        className="home-swipe-tabs"
        activeKey={HOME_VIEWS[index]!.key}
        onChange={(key) => select(HOME_VIEWS.findIndex((view) => view.key === key))}
      >
        {HOME_VIEWS.map((view) => (
          <Tabs.Tab key={view.key} title={<FormattedMessage id={view.titleId} />} />
        ))}
      </Tabs>
      <Swiper
        ref={swiper}
        className="home-swipe-views"
        defaultIndex={index}
        loop={false}
        indicator={false}
        onIndexChange={select}
      >
        {HOME_VIEWS.map((view, i) => (
          <Swiper.Item key={view.key}>
            <div
              className="home-swipe-view"
              role="tabpanel"
              aria-label={intl.formatMessage({ id: view.titleId })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {visited.has(i) && <RemotePage remote={view.remote} expose={view.expose} />}
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
