/**
 * antd-mobile's Tabs look without its animation library: the markup and styles `Tabs` draws
 * (a tab list with the active tab's line, each visited pane kept and hidden), for a page whose
 * first visit should not download @react-spring (Tabs' chunks: 19 KB compressed). The line
 * moves with a CSS transition; tabs-frame.test.tsx holds the markup to Tabs'.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import 'antd-mobile/es/components/tabs/tabs.css';

export interface FrameTab<K extends string> {
  key: K;
  title: ReactNode;
  content: ReactNode;
}

export function TabsFrame<K extends string>({
  tabs,
  activeKey,
  onChange,
  className,
}: {
  tabs: readonly FrameTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLDivElement>(null);
  const [masks, setMasks] = useState({ left: 0, right: 0 });
  // Panes once shown stay mounted (hidden), as Tabs keeps them.
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set(visited).add(activeKey));
  const activeIndex = tabs.findIndex((tab) => tab.key === activeKey);

  // The line under the active tab's text, and that tab scrolled to the middle when the list is
  // wider than the screen: measured, as Tabs does, on every change and resize.
  useLayoutEffect(() => {
    const container = list.current;
    if (!container || !line.current) return;
    let placed = false;
    const place = () => {
      const tab = container.children.item(activeIndex + 1)?.children.item(0) as HTMLElement | null;
      const style = line.current!.style;
      style.transition = placed ? 'transform 0.3s, width 0.3s' : '';
      placed = true;
      if (!tab) {
        style.width = '0px';
        style.transform = 'none';
        return;
      }
      style.width = `${tab.offsetWidth}px`;
      style.transform = `translate3d(${tab.offsetLeft}px,0,0)`;
      const overflow = container.scrollWidth - container.offsetWidth;
      if (overflow > 0) {
        const middle = tab.offsetLeft - (container.offsetWidth - tab.offsetWidth) / 2;
        container.scrollLeft = Math.min(Math.max(middle, 0), overflow);
      }
    };
    place();
    // Every phone browser has it; jsdom (the unit tests) has not.
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(place);
    resized.observe(container);
    return () => resized.disconnect();
  }, [activeIndex]);

  function updateMasks() {
    const container = list.current;
    if (!container) return;
    const left = container.scrollLeft > 0 ? 1 : 0;
    const right = container.scrollLeft + container.offsetWidth < container.scrollWidth ? 1 : 0;
    if (left !== masks.left || right !== masks.right) setMasks({ left, right });
  }
  useLayoutEffect(updateMasks);

  function keyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    onChange(tabs[(activeIndex + step + tabs.length) % tabs.length]!.key);
  }

  return (
    <div className={className ? `adm-tabs ${className}` : 'adm-tabs'} style={{ direction: 'ltr' }}>
      <div className="adm-tabs-header">
        <div
          className="adm-tabs-header-mask adm-tabs-header-mask-left"
          style={{ opacity: masks.left }}
        />
        <div
          className="adm-tabs-header-mask adm-tabs-header-mask-right"
          style={{ opacity: masks.right }}
        />
        <div
          className="adm-tabs-tab-list"
          ref={list}
          onScroll={updateMasks}
          onKeyDown={keyDown}
          role="tablist"
        >
          <div ref={line} className="adm-tabs-tab-line" />
          {tabs.map(({ key, title }) => (
            <div key={key} className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch">
              <div
                role="tab"
                aria-selected={key === activeKey}
                tabIndex={key === activeKey ? 0 : -1}
                onClick={() => key !== activeKey && onChange(key)}
                className={key === activeKey ? 'adm-tabs-tab adm-tabs-tab-active' : 'adm-tabs-tab'}
              >
                {title}
              </div>
            </div>
          ))}
        </div>
      </div>
      {tabs.map(({ key, content }) =>
        visited.has(key) ? (
          <div
            key={key}
            className="adm-tabs-content"
            style={{ display: key === activeKey ? 'block' : 'none' }}
          >
            {content}
          </div>
        ) : null,
      )}
    </div>
  );
}
