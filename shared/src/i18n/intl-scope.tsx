/**
 * Gives a package's components their messages in the current locale. Every package (the shell
 * and each remote) wraps what it renders in one IntlScope with its own lazily loaded catalogs;
 * the shared catalog (route titles, common words) is merged underneath.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSelector } from 'react-redux';
import { LOCALE_TAGS, localeSlice, type Locale } from './locale';

export type Messages = Record<string, string>;
export type CatalogLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

const sharedCatalogs: CatalogLoaders = {
  zh: () => import('./messages/zh.json'),
  en: () => import('./messages/en.json'),
  es: () => import('./messages/es.json'),
  ru: () => import('./messages/ru.json'),
};

const cache = new WeakMap<CatalogLoaders, Map<Locale, Promise<Messages>>>();

function loadCatalog(loaders: CatalogLoaders, locale: Locale): Promise<Messages> {
  let byLocale = cache.get(loaders);
  if (!byLocale) cache.set(loaders, (byLocale = new Map()));
  let pending = byLocale.get(locale);
  if (!pending) {
    pending = Promise.all([sharedCatalogs[locale](), loaders[locale]()]).then(([common, own]) => ({
      ...common.default,
      ...own.default,
    }));
    pending.catch(() => byLocale.delete(locale));
    byLocale.set(locale, pending);
  }
  return pending;
}

/** The messages of `locale`; until they arrive, the previous locale's stay on screen. */
export function useCatalog(loaders: CatalogLoaders, locale: Locale) {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    let live = true;
    loadCatalog(loaders, locale).then(
      (messages) => live && setLoaded({ locale, messages }),
      (error: unknown) => console.error('message catalog failed to load', locale, error),
    );
    return () => {
      live = false;
    };
  }, [loaders, locale]);
  return loaded;
}

export function IntlScope({
  catalogs,
  children,
}: {
  catalogs: CatalogLoaders;
  children: ReactNode;
}) {
  const locale = useSelector(localeSlice.selectors.selectLocale);
  const loaded = useCatalog(catalogs, locale);
  if (!loaded) return null;
  return (
    <IntlProvider
      locale={LOCALE_TAGS[loaded.locale]}
      messages={loaded.messages}
      defaultLocale="zh-CN"
    >
      {children}
    </IntlProvider>
  );
}
