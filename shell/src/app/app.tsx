import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { IntlScope } from '@minesite/shared/intl';
import type { AppStore } from '@minesite/shared/store';
import { catalogs } from '../i18n/catalogs';
import { AppFrame } from './app-frame';
import './styles.css';

export function App({ store }: { store: AppStore }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <IntlScope catalogs={catalogs}>
            <AppFrame />
          </IntlScope>
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
}
