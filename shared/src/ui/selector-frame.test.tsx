/**
 * SelectorFrame draws what antd-mobile's Selector draws (single choice, in a grid), so a page
 * that leaves Selector's module behind keeps its look; it chooses as Selector does, and by
 * keyboard too.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import Selector from 'antd-mobile/es/components/selector';
import { SelectorFrame } from './selector-frame';

afterEach(cleanup);

const OPTIONS = [
  { label: 'All', value: 'all' },
  { label: 'Classic', value: 'classic' },
  { label: 'Accelerated', value: 'accelerated' },
] as const;
type Mode = (typeof OPTIONS)[number]['value'];

interface Setup {
  initial: Mode[];
  showCheckMark?: boolean;
  disabled?: boolean;
}

function Reference({ initial, showCheckMark, disabled }: Setup) {
  const [value, setValue] = useState<Mode[]>(initial);
  return (
    <Selector
      aria-label="Mode"
      columns={3}
      options={[...OPTIONS]}
      value={value}
      onChange={setValue}
      showCheckMark={showCheckMark}
      disabled={disabled}
    />
  );
}

function Frame({ initial, showCheckMark, disabled }: Setup) {
  const [value, setValue] = useState<Mode[]>(initial);
  return (
    <SelectorFrame
      aria-label="Mode"
      columns={3}
      options={OPTIONS}
      value={value}
      onChange={setValue}
      showCheckMark={showCheckMark}
      disabled={disabled}
    />
  );
}

/** What the frame adds for keyboards (focus order, the disabled state's name) is left out. */
const markup = (html: string) => html.replace(/ (tabindex|aria-disabled)="[^"]*"/g, '');

function drawn(ui: React.ReactElement, clicks: string[] = []) {
  const { container } = render(ui);
  for (const name of clicks) fireEvent.click(screen.getByRole('option', { name }));
  const html = markup(container.innerHTML);
  cleanup();
  return html;
}

const selected = () =>
  screen
    .getAllByRole('option')
    .filter((option) => option.getAttribute('aria-selected') === 'true')
    .map((option) => option.textContent);

describe('SelectorFrame', () => {
  it('draws the markup of antd-mobile’s Selector, with and without the check mark', () => {
    const setups: Setup[] = [
      { initial: [] },
      { initial: ['all'] },
      { initial: ['classic'], showCheckMark: false },
      { initial: ['all'], disabled: true },
    ];
    for (const setup of setups) {
      for (const clicks of [[], ['Accelerated'], ['Classic', 'Classic']]) {
        expect(drawn(<Frame {...setup} />, clicks)).toBe(drawn(<Reference {...setup} />, clicks));
      }
    }
  });

  it('chooses by tap, clears on a second tap, and chooses with Enter or Space', () => {
    render(<Frame initial={['all']} />);
    expect(screen.getByRole('listbox', { name: 'Mode' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Classic' }));
    expect(selected()).toEqual(['Classic']);
    fireEvent.click(screen.getByRole('option', { name: 'Classic' }));
    expect(selected()).toEqual([]);
    fireEvent.keyDown(screen.getByRole('option', { name: 'Accelerated' }), { key: 'Enter' });
    expect(selected()).toEqual(['Accelerated']);
    fireEvent.keyDown(screen.getByRole('option', { name: 'All' }), { key: ' ' });
    expect(selected()).toEqual(['All']);
  });

  it('changes nothing while disabled', () => {
    render(<Frame initial={['all']} disabled />);
    fireEvent.click(screen.getByRole('option', { name: 'Classic' }));
    fireEvent.keyDown(screen.getByRole('option', { name: 'Accelerated' }), { key: 'Enter' });
    expect(selected()).toEqual(['All']);
  });
});
