/**
 * TabsFrame draws what antd-mobile's Tabs draws, so a page that leaves Tabs' animation library
 * behind keeps its look, and switches tabs by click and arrow keys as Tabs does.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import Tabs from 'antd-mobile/es/components/tabs';
import { TabsFrame } from './tabs-frame';

afterEach(cleanup);

const KEYS = ['one', 'two', 'three'] as const;
type Key = (typeof KEYS)[number];

function Reference({ initial }: { initial: Key }) {
  const [active, setActive] = useState<string>(initial);
  return (
    <Tabs activeKey={active} onChange={setActive} className="extra">
      {KEYS.map((key) => (
        <Tabs.Tab key={key} title={`Tab ${key}`}>
          <p>Pane {key}</p>
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}

function Frame({ initial }: { initial: Key }) {
  const [active, setActive] = useState<Key>(initial);
  return (
    <TabsFrame
      activeKey={active}
      onChange={setActive}
      className="extra"
      tabs={KEYS.map((key) => ({ key, title: `Tab ${key}`, content: <p>Pane {key}</p> }))}
    />
  );
}

/** The moving parts' inline styles are measured (nothing to measure in jsdom): left out. */
const markup = (html: string) =>
  html.replace(/ style="(?!direction|display)[^"]*"/g, '').replace(/ style="direction: ltr;"/, '');

function drawn(ui: React.ReactElement, clicks: string[] = []) {
  const { container } = render(ui);
  for (const name of clicks) fireEvent.click(screen.getByRole('tab', { name }));
  const html = markup(container.innerHTML);
  cleanup();
  return html;
}

describe('TabsFrame', () => {
  it('draws the markup of antd-mobile’s Tabs, visited panes kept and hidden', () => {
    for (const clicks of [[], ['Tab three'], ['Tab two', 'Tab one']]) {
      expect(drawn(<Frame initial="one" />, clicks)).toBe(
        drawn(<Reference initial="one" />, clicks),
      );
    }
  });

  it('moves to the next and previous tab with the arrow keys', () => {
    render(<Frame initial="one" />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Tab three');
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Tab one');
  });
});
