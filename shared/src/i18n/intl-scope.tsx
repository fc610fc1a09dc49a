/**
 * Gives a package's components their messages in the current locale. Every package (the shell
 * and each remote) wraps what it renders in one IntlScope with its own lazily loaded catalogs;
 * the shared catalog (route titles, common words) is merged underneath.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSelector } from 'react-redux';
import { LOCALE_TAGS, localeSlice, storedLocale, type Locale } from './locale';

export type Messages = Record<string, string>;
export type CatalogLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

const sharedCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "common-messages-zh" */ './messages/zh.json'),
  en: () => import(/* webpackChunkName: "common-messages-en" */ './messages/en.json'),
  es: () => import(/* webpackChunkName: "common-messages-es" */ './messages/es.json'),
  ru: () => import(/* webpackChunkName: "common-messages-ru" */ './messages/ru.json'),
};

interface LoadedCatalogs {
  pending: Map<Locale, Promise<Messages>>;
  /** Catalogs that have arrived, so a scope mounted after them renders its texts at once. */
  ready: Map<Locale, Messages>;
}

const cache = new WeakMap<CatalogLoaders, LoadedCatalogs>();

function cached(loaders: CatalogLoaders): LoadedCatalogs {
  let loaded = cache.get(loaders);
  if (!loaded) cache.set(loaders, (loaded = { pending: new Map(), ready: new Map() }));
  return loaded;
}

function loadCatalog(loaders: CatalogLoaders, locale: Locale): Promise<Messages> {
  const { pending, ready } = cached(loaders);
  let loading = pending.get(locale);
  if (!loading) {
    loading = Promise.all([sharedCatalogs[locale](), loaders[locale]()]).then(([common, own]) => {
      const messages = { ...common.default, ...own.default };
      ready.set(locale, messages);
      return messages;
    });
    loading.catch(() => pending.delete(locale));
    pending.set(locale, loading);
  }
  return loading;
}

/**
 * Starts loading the stored locale's catalog now (when a page's module is evaluated, or the
 * shell starts), instead of when the first render's effect runs: one network round trip less
 * before the page's texts show.
 */
export function preloadCatalog(loaders: CatalogLoaders): Promise<void> {
  // Failures are reported by the scope that shows the catalog (useCatalog).
  return loadCatalog(loaders, storedLocale()).then(
    () => undefined,
    () => undefined,
  );
}

/** The messages of `locale`; until they arrive, the previous locale's stay on screen. */
export function useCatalog(loaders: CatalogLoaders, locale: Locale) {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(() => {
    const messages = cached(loaders).ready.get(locale);
    return messages ? { locale, messages } : null;
  });
  useEffect(() => {
    let live = true;
    loadCatalog(loaders, locale).then(
      (messages) =>
        live &&
        // A transition: the texts of a whole page render in slices, not one long task.
        startTransition(() =>
          setLoaded((shown) =>
            shown?.locale === locale && shown.messages === messages ? shown : { locale, messages },
          ),
        ),
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
