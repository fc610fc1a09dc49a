import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { LOCALE_TAGS, selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import { useDocumentTitle } from '../features/title/use-document-title';
import { AppRoutes } from './app-routes';

export function AppFrame() {
  useDocumentTitle();
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);

  return (
    <div className="app">
      <header className="app-header">
        <Link to="/" className="app-brand">
          <span className="app-logo" aria-hidden="true">
            ₿
          </span>
          <span className="app-company">
            <FormattedMessage id="app.companyName" />
          </span>
        </Link>
      </header>
      <main className="app-main">
        <AppRoutes />
      </main>
    </div>
  );
}
