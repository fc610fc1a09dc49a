/**
 * Test helper for a page that loads only its part of its remote's catalog
 * (tooling/web/catalog-part-loader.mjs): renders it with the shared catalog and that part
 * alone, and collects the messages react-intl could not find.
 */
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_TAGS, type Locale } from '../i18n/locale';
import { renderWithProviders } from './render-with-providers';

export async function renderWithCatalogPart(
  ui: ReactElement,
  locale: Locale,
  part: Record<string, string>,
  route = '/',
): Promise<{ shared: Record<string, string>; missing: string[] }> {
  const shared = (await import(`../i18n/messages/${locale}.json`)).default as Record<
    string,
    string
  >;
  const missing: string[] = [];
  renderWithProviders(
    <IntlProvider
      locale={LOCALE_TAGS[locale]}
      messages={{ ...shared, ...part }}
      onError={(error) => missing.push(error.message)}
    >
      {ui}
    </IntlProvider>,
    { route, preloadedState: { locale: { current: locale } } },
  );
  return { shared, missing };
}
