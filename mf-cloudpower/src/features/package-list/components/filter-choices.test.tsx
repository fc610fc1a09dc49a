/**
 * The package filters' choices behave as antd-mobile's Selector did for a visitor: a listbox of
 * options, the chosen one selected, tapping it again clears the filter; and keys choose too.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterChoices } from './filter-choices';

afterEach(cleanup);

const OPTIONS = [
  { label: 'All', value: 'all' },
  { label: 'Classic', value: 'classic' },
  { label: 'Accelerated', value: 'accelerated' },
] as const;

function ModeFilter() {
  const [mode, setMode] = useState<(typeof OPTIONS)[number]['value']>('all');
  return (
    <FilterChoices
      label="Mode"
      columns={3}
      value={mode}
      options={OPTIONS}
      onChange={(next) => setMode(next ?? 'all')}
    />
  );
}

const selected = () =>
  screen
    .getAllByRole('option')
    .filter((option) => option.getAttribute('aria-selected') === 'true')
    .map((option) => option.textContent);

describe('the filter choices', () => {
  it('show the chosen option selected in a named listbox', () => {
    render(<ModeFilter />);
    expect(screen.getByRole('listbox', { name: 'Mode' })).toBeTruthy();
    expect(selected()).toEqual(['All']);
    fireEvent.click(screen.getByRole('option', { name: 'Classic' }));
    expect(selected()).toEqual(['Classic']);
  });

  it('clear the filter when the chosen option is tapped again', () => {
    render(<ModeFilter />);
    fireEvent.click(screen.getByRole('option', { name: 'Accelerated' }));
    fireEvent.click(screen.getByRole('option', { name: 'Accelerated' }));
    expect(selected()).toEqual(['All']);
  });

  it('choose with Enter or Space from the keyboard', () => {
    render(<ModeFilter />);
    fireEvent.keyDown(screen.getByRole('option', { name: 'Classic' }), { key: 'Enter' });
    expect(selected()).toEqual(['Classic']);
    fireEvent.keyDown(screen.getByRole('option', { name: 'Accelerated' }), { key: ' ' });
    expect(selected()).toEqual(['Accelerated']);
  });
});
