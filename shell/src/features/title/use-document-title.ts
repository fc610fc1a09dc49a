import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { selectLocale, type Locale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import { findPage, type AddressPage } from '../../routing/find-route';
import { useRouteTable } from '../../routing/route-store';
import { DEFAULT_TITLE_ID } from '../../routing/shell-routes';

/**
 * The title of a page in `locale`: a remote page's from its registry (its remote's own catalog,
 * so a page a team adds needs no text in the shell), the shell's own from its catalog, the
 * default title for an address no route knows.
 */
export function titleFor(page: AddressPage, locale: Locale, format: (id: string) => string) {
  if (page.kind === 'remote') return page.route.titles[locale];
  if (page.kind === 'home' || page.kind === 'login') return format(page.route.titleId);
  return format(DEFAULT_TITLE_ID);
}

/** Keeps `document.title` on the current route's title, in the current language. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const table = useRouteTable();
  useEffect(() => {
    document.title = titleFor(findPage(table, pathname), locale, (id) =>
      intl.formatMessage({ id }),
    );
  }, [pathname, intl, locale, table]);
}
