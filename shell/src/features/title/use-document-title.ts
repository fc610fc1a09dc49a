import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { matchRoutes, useLocation } from 'react-router-dom';
import { DEFAULT_TITLE_ID, LOGIN_ROUTE, REMOTE_ROUTES } from '../../routing/route-table';

const TITLED_ROUTES = [...REMOTE_ROUTES, LOGIN_ROUTE];

/** The title id of a path: its route's meta, else the default title. */
export function titleIdFor(pathname: string): string {
  return matchRoutes(TITLED_ROUTES, pathname)?.[0]?.route.titleId ?? DEFAULT_TITLE_ID;
}

/** Keeps `document.title` on the current route's title, in the current language. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: titleIdFor(pathname) });
  }, [pathname, intl]);
}
