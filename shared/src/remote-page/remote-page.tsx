/**
 * What every exposed page of a remote is wrapped in: its package's messages in the current
 * locale. The shell renders the page inside its own router, store and locale.
 */
import type { ComponentType } from 'react';
import { IntlScope, preloadCatalog, type CatalogLoaders } from '../i18n/intl-scope';

export function withCatalogs<P extends object>(Page: ComponentType<P>, catalogs: CatalogLoaders) {
  // Called as the page's module is evaluated: its messages are fetched beside the page's code.
  void preloadCatalog(catalogs);
  function PageWithMessages(props: P) {
    return (
      <IntlScope catalogs={catalogs}>
        <Page {...props} />
      </IntlScope>
    );
  }
  PageWithMessages.displayName = `withCatalogs(${Page.displayName ?? Page.name})`;
  return PageWithMessages;
}
