/** Test helper: renders UI inside the site's real store and a memory router. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type RootState } from '../store/make-store';

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState }: { route?: string; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(preloadedState);
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>,
    ),
  };
}
